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
    // Icons one file each, so a page bundles only the icons it draws.
    [
      'import',
      {
        libraryName: '@nutui/icons-react-taro',
        camel2DashComponentName: false,
        customName: (name) => `@nutui/icons-react-taro/dist/es/icons/${name}`,
        // The base .nut-icon rules the package index would have imported come once from app.tsx.
        style: false,
      },
      'nutui-icons-react-taro',
    ],
  ],
}
