// One jest run, five layers. Inline babel presets: babel-preset-taro is for the app build only.
const babel = {
  configFile: false,
  babelrc: false,
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
}
const transform = { '^.+\\.[cm]?[jt]sx?$': ['babel-jest', babel] }
const alias = { '^@/(.*)$': '<rootDir>/src/$1' }
const appMocks = {
  // Styles and images first: '@/components/X/index.scss' must not resolve to the file itself.
  '\\.(css|scss|sass|less)$': '<rootDir>/tests/mocks/style.js',
  '\\.(png|jpe?g|gif|svg)$': '<rootDir>/tests/mocks/file.js',
  ...alias,
  '^@tarojs/taro$': '<rootDir>/tests/mocks/taro.ts',
  '^@tarojs/components$': '<rootDir>/tests/mocks/components.tsx',
  '^@nutui/nutui-react-taro$': '<rootDir>/node_modules/@nutui/nutui-react-taro/dist/cjs/packages/nutui.react.build.js',
  '^lottie-web$': '<rootDir>/tests/mocks/style.js',
  '^@nutui/lottie-miniprogram$': '<rootDir>/tests/mocks/style.js',
}

module.exports = {
  // Database-backed and browser tests share two cores with the builds: allow for a loaded machine.
  testTimeout: 30000,
  // Browser and database tests mostly wait on other processes: two workers even on two cores.
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/scripts/summary-reporter.js'],
  // Long files first also on a clean checkout (./tests/sequencer.js).
  testSequencer: '<rootDir>/tests/sequencer.js',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      transform,
      moduleNameMapper: appMocks,
    },
    {
      displayName: 'components',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/components/**/*.test.tsx'],
      transform,
      moduleNameMapper: appMocks,
      setupFilesAfterEnv: ['<rootDir>/tests/components/setup.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      transform,
      // PGlite loads its wasm and Node built-ins through dynamic import(), which jest's CommonJS
      // runtime refuses without --experimental-vm-modules; @fastify/static and light-my-request
      // require the ESM-only content-disposition and cookie. Babel turns these into CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!.*(@electric-sql|content-disposition|cookie)/)'],
      moduleNameMapper: alias,
    },
    {
      displayName: 'simulate',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/simulate/**/*.test.ts'],
      transform,
      moduleNameMapper: alias,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      transform,
      moduleNameMapper: alias,
    },
  ],
}
