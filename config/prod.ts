import type { UserConfigExport } from '@tarojs/cli'

export default {
  // optimizeMainPackage (production only) is set in index.ts, with the shared-code policy.
  mini: {},
  h5: {},
} satisfies UserConfigExport<'webpack5'>
