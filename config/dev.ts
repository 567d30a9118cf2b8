import type { UserConfigExport } from '@tarojs/cli'

export default {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {
    devServer: {
      port: Number(process.env.H5_DEV_PORT || 10086),
      // The reference backend (npm start) answers the API; the dev server only serves the app.
      proxy: [{ context: ['/api', '/login', '/uploads'], target: process.env.API_PROXY || 'http://127.0.0.1:3000' }],
    },
  },
} satisfies UserConfigExport<'webpack5'>
