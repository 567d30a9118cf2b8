import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {
    // Keeps code used only by one subpackage inside that subpackage.
    optimizeMainPackage: { enable: true },
  },
  h5: {},
} satisfies UserConfigExport<'webpack5'>
