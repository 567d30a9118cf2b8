import path from 'node:path'
import zlib from 'node:zlib'
import CompressionPlugin from 'compression-webpack-plugin'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { requireWithEsbuild } from '@tarojs/helper'
import devConfig from './dev'
import prodConfig from './prod'
import { apiRootProblem, envDefines } from './env'
import { PDFJS_FILES, PDFJS_NODE_ONLY, pdfViewerFiles } from './pdfViewer'
import { SHARED_CHUNK, sharedCodeCacheGroup } from './sharedCode'

// Large-text mode: every font size and line height times --app-text-scale, after pxtransform
// (config/textScale.js; Taro requires a local PostCSS plugin by its path from the project root).
const TEXT_SCALE_PLUGIN = './config/textScale.js'

// Taro compiles only config/ on the fly; the route table lives in src/, so bundle it here.
const { h5Aliases, packages } = requireWithEsbuild(path.resolve(__dirname, '../src/routes/index.ts')) as typeof import('@/routes')

// Taro build configuration shared by both targets. https://docs.taro.zone/docs/next/config-detail
export default defineConfig<'webpack5'>(async (merge) => {
  // A production mini-program must not default to a local API root: refuse to build one.
  // (Exit with the reason: a thrown error is followed by Taro's misleading "config not found".)
  const problem = apiRootProblem()
  if (problem) {
    console.error(`\n${problem}\n`)
    process.exit(1)
  }
  const isWeapp = process.env.TARO_ENV === 'weapp'
  const production = process.env.NODE_ENV === 'production'
  // OUTPUT_ROOT lets a second build run beside the usual one (tests, size checks).
  // The H5 dev server builds beside the production build that `npm start` serves, not over it.
  const outputRoot = process.env.OUTPUT_ROOT || (isWeapp ? 'dist/weapp' : process.env.NODE_ENV === 'development' ? 'dist/h5-dev' : 'dist/h5')
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'agri-market-mp',
    date: '2026-11-21',
    // NutUI is drawn for a 375 px design, our own styles for 750.
    designWidth(input: unknown) {
      const file = (input as { file?: string } | undefined)?.file ?? ''
      return file.replace(/\\+/g, '/').includes('@nutui') ? 375 : 750
    },
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot,
    plugins: [],
    env: envDefines(),
    alias: { '@': path.resolve(__dirname, '..', 'src') },
    // H5: the PDF viewer's worker and character maps (config/pdfViewer.ts); the mini program has none.
    copy: { patterns: isWeapp ? [] : pdfViewerFiles(outputRoot), options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    // Terser, over Taro's defaults: the mini program's `ascii_only` wrote every Chinese character
    // as a six-byte \uXXXX escape (WeChat reads UTF-8 sources; 16 KB of the main package alone),
    // and H5's `keep_fnames` kept every function's name in the bundles (nothing reads them).
    terser: { enable: true, config: { keep_fnames: false, output: { ascii_only: false } } },
    mini: {
      // `npm run size:attribute` builds with source maps to attribute the main package's bytes.
      enableSourceMap: process.env.SIZE_MAP === '1',
      sourceMapType: 'source-map',
      // Production: code used only by subpackages leaves the main package (one copy per subpackage
      // using it), except what many subpackages share: that ships once (config/sharedCode.ts).
      optimizeMainPackage: { enable: production },
      commonChunks: (defaults: string[]) => [...defaults, SHARED_CHUNK],
      webpackChain(chain) {
        // A name its module does not export fails the build, as in H5 (below).
        chain.module.strictExportPresence(true)
        const split = chain.optimization.get('splitChunks') as { cacheGroups?: Record<string, unknown> } | false | undefined
        if (production && split) {
          const subRoots = packages().subPackages.map((p) => p.root)
          chain.optimization.splitChunks({ ...split, cacheGroups: { ...split.cacheGroups, sharedBySubpackages: sharedCodeCacheGroup(subRoots) } })
        }
      },
      // Component styles are scoped by class; their order across chunks does not matter.
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        [TEXT_SCALE_PLUGIN]: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
    h5: {
      enableSourceMap: process.env.SIZE_MAP === '1',
      sourceMapType: 'source-map',
      // Taro's router brings query-string and its helpers, which ship ES2019/2020 syntax (`catch {}`,
      // `??`, `?.`) that Chrome 64 / iOS 12 cannot parse: compile them like the app's own code.
      // (tests/e2e/syntax.test.ts parses every built file at the targets' level.)
      compile: { include: [(file: string) => /node_modules[\\/](query-string|decode-uri-component|filter-obj|split-on-first)[\\/]/.test(file)] },
      // React DOM components instead of Stencil web components: ~40 KB gzip less to load first.
      useHtmlComponents: true,
      publicPath: '/mp/',
      staticDirectory: 'static',
      router: { mode: 'hash', customRoutes: h5Aliases() },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        [TEXT_SCALE_PLUGIN]: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      webpackChain(chain) {
        // An import of a name its module does not export fails the build (a platform file such as
        // X.h5.tsx importing from './X' gets itself, not X.tsx: the name is undefined at run time).
        chain.module.strictExportPresence(true)
        chain.performance.hints(false)
        // Spec section 9: a script chunk that has not loaded after 120000 ms is a ChunkLoadError.
        chain.output.chunkLoadTimeout(120000)
        chain.resolve.merge({ alias: Object.fromEntries(PDFJS_NODE_ONLY.map((request) => [request, false])) })
        if (production) {
          // The PDF viewer's copied pdf.js files ship minified (config/pdfViewer.ts).
          chain.optimization.minimizer('terserPlugin').tap(([options]) => [{ ...options, exclude: PDFJS_FILES }])
          // Precompressed siblings (x.js.br, x.js.gz) that the server sends as they are
          // (server/http/web.ts): the best brotli level costs build time once, not per request.
          const text = /\.(js|css|html|svg|json)$/
          chain.plugin('brotli').use(CompressionPlugin, [
            { test: text, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }, threshold: 512, minRatio: 0.9 },
          ])
          chain.plugin('gzip').use(CompressionPlugin, [{ test: text, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 512, minRatio: 0.9 }])
        }
        // Taro splits only initial chunks, so every lazily loaded page would carry its own copy
        // of NutUI and the shared components: what two or more pages share goes to chunks of its own,
        // split by which pages share it, so the start page loads only what it uses.
        const split = chain.optimization.get('splitChunks') as { cacheGroups?: Record<string, object> } | false | undefined
        if (split && production) {
          chain.optimization.splitChunks({
            ...split,
            chunks: 'all',
            cacheGroups: {
              ...Object.fromEntries(Object.entries(split.cacheGroups ?? {}).map(([k, g]) => [k, g && typeof g === 'object' ? { chunks: 'initial', ...g } : g])),
              shared: { chunks: 'async', minChunks: 2, minSize: 10000, priority: 50, reuseExistingChunk: true },
            },
          })
        }
      },
    },
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
