// Taro's preset for the app build, plus on-demand NutUI imports (JS and the component's CSS only).
// Jest does not read this file: it uses inline presets (see jest.config.js).
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
  plugins: [
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        libraryDirectory: 'dist/es/packages',
        camel2DashComponentName: false,
        customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
        style: (path) => `${path}/style/css`,
      },
      'nutui-react-taro',
    ],
  ],
}
