// First: the built-ins the declared targets lack, before any module that calls them loads.
import './core/polyfills'
import { type PropsWithChildren } from 'react'
import { ConfigProvider } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/styles/themes/default.css'
import '@nutui/icons-react-taro/dist/style_icon.css'
import './app.scss'
import { NUTUI_THEMES } from './theme'
import { configureIcons } from './core/wechat/icons'
import { watchChunkErrors } from './core/wechat/chunkErrors'
import { watchPageNotFound } from './core/navigate'
import { loadCentre } from './stores/centre'

configureIcons()
watchChunkErrors()
watchPageNotFound()
// The centre's name for every title (kept on the device for the next start); optional.
loadCentre().catch(() => undefined)

/**
 * The app shell: NutUI theme for every screen. Start-up stays light: the session, dictionary,
 * module and centre stores restore themselves from the cache when first imported; the centre's
 * information (one public call) is refreshed.
 */
function App({ children }: PropsWithChildren) {
  return <ConfigProvider theme={NUTUI_THEMES.primary}>{children}</ConfigProvider>
}

export default App
