// Lint: TypeScript recommended rules plus React hooks rules, for app, server, tests and scripts,
// and the layers of design section 2, enforced:
//   contract <- config (routes, theme) <- core <- api <- stores <- domain, hooks, components <- screens
// Nothing imports upwards; `server/` imports only the contract; the app imports through `@/`.
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/** Each layer and what it may import from the app (besides itself). */
const LAYERS = [
  { name: 'contract', files: ['src/contract/**'], may: ['contract'] },
  { name: 'config', files: ['src/config/**', 'src/routes/**', 'src/theme.ts', 'src/pageConfig.ts'], may: ['contract', 'config', 'routes', 'theme'] },
  { name: 'core', files: ['src/core/**'], may: ['contract', 'config', 'routes', 'theme', 'core'] },
  { name: 'api', files: ['src/api/**'], may: ['contract', 'config', 'routes', 'theme', 'core', 'api'] },
  { name: 'stores', files: ['src/stores/**'], may: ['contract', 'config', 'routes', 'theme', 'core', 'api', 'stores'] },
  {
    name: 'domain, hooks and components',
    files: ['src/domain/**', 'src/hooks/**', 'src/components/**'],
    may: ['contract', 'config', 'routes', 'theme', 'core', 'api', 'stores', 'domain', 'hooks', 'components'],
  },
]
const ORDER = 'contract <- config <- core <- api <- stores <- domain/hooks/components <- screens'
const parentImports = { group: ['../*', '../**'], message: 'Import through the @/ alias, not a ../ chain.' }
const allowOnly = (may) => ['@/*', '@/**', ...may.flatMap((m) => [`!@/${m}`, `!@/${m}/**`])]
const layerRules = LAYERS.map(({ name, files, may }) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: allowOnly(may), message: `The ${name} layer may import only ${may.join(', ') || 'nothing of the app'} (${ORDER}).` },
          ...(name === 'contract' ? [{ group: ['@tarojs/*', 'react', 'react-*', 'zustand', 'dayjs'], message: 'The contract imports nothing but itself: it is shared with server/.' }] : []),
          parentImports,
        ],
      },
    ],
  },
}))

export default tseslint.config(
  { ignores: ['**/dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'server/db/migrations/**', 'tests/lint/fixtures/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The project's data hooks take a loader and its dependency list, like useEffect.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^(useAsyncData|usePagedList)$' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  // The app's declared targets (Chrome 64, iOS 12: browserslist) lack these built-ins, and WeChat's
  // Android engine has no Intl: src/core/polyfills.ts defines Object.fromEntries, flatMap and
  // Promise.allSettled only. Babel compiles syntax, not built-ins.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['globalThis', 'Intl', 'BigInt', 'structuredClone', 'queueMicrotask', 'WeakRef', 'AggregateError'].map((name) => ({
          name,
          message: `${name} is missing on the app's declared targets (Chrome 64, iOS 12) or WeChat's engines.`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...[
          ['Object', 'hasOwn'],
          ['Promise', 'any'],
          [undefined, 'at'],
          [undefined, 'flat'],
          [undefined, 'replaceAll'],
          [undefined, 'matchAll'],
          [undefined, 'findLast'],
          [undefined, 'findLastIndex'],
          [undefined, 'toSorted'],
          [undefined, 'toReversed'],
          [undefined, 'trimStart'],
          [undefined, 'trimEnd'],
        ].map(([object, property]) => ({
          ...(object ? { object } : {}),
          property,
          message: `${object ? `${object}.` : '.'}${property} is missing on the app's declared targets (Chrome 64, iOS 12); core/polyfills.ts does not define it.`,
        })),
      ],
    },
  },
  // Screens (everything in src/ outside the layers above) may import every layer, through @/.
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [parentImports] }] } },
  ...layerRules,
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: allowOnly(['contract']), message: 'server/ imports only the shared contract (@/contract) of the app.' },
            { group: ['**/src/**', '**/src'], message: 'server/ imports the app only through @/contract.' },
            { group: ['**/scripts/**', '**/scripts'], message: 'server/ never imports scripts/: what both need lives in server/.' },
          ],
        },
      ],
    },
  },
  // Server rooms (docs/architecture.md, "Server"): lib/ holds pure helpers (no database, no HTTP);
  // the database helpers modules share live in data/, the request pipeline in http/, identity in auth/.
  {
    files: ['server/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: allowOnly(['contract']), message: 'server/ imports only the shared contract (@/contract) of the app.' },
            { group: ['**/src/**', '**/src'], message: 'server/ imports the app only through @/contract.' },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'fastify', '../*', '!../lib/*'],
              message: 'server/lib is pure: database helpers live in server/data, the request pipeline in server/http, identity in server/auth.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
