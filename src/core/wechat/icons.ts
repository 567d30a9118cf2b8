/**
 * NutUI icons render as `<i>` by default, a tag the mini-program's base templates do not know, so
 * nothing would show: on weapp they render as `view` (H5 keeps `<i>`, see icons.h5.ts). The deep
 * import keeps babel-plugin-import (which rewrites icon imports to one file each) away from it.
 */
import { configure } from '@nutui/icons-react-taro/dist/es/icons/configure.js'

export function configureIcons(): void {
  configure({ tag: 'view' })
}
