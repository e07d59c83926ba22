// One jest setup for every package: @swc/jest transform, workspace packages mapped to their sources
// so unit tests never need a build first.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** @param {{ dir: string, environment?: 'node' | 'jsdom', setupFiles?: string[] }} options */
function jestConfig({ dir, environment = 'node', setupFiles = [] }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // A few dependencies ship ESM only; let swc turn them into CommonJS for jest.
    transformIgnorePatterns: [
      '/node_modules/(?!(hash-wasm|@rc-component|rc-[^/]+|antd-mobile|@ant-design|@floating-ui|lodash-es|dayjs/esm|nanoid)/)',
    ],
    moduleNameMapper: {
      '^@suite-ui/core$': path.join(root, 'core/src/index.ts'),
      '^@suite-ui/core/react$': path.join(root, 'core/src/react/index.ts'),
      '^@suite-ui/core/dom$': path.join(root, 'core/src/dom/index.ts'),
      '^@suite-ui/core/internal$': path.join(root, 'core/src/internal.ts'),
      // a feature entry, `@suite-ui/core/<feature>` (core/package.json exports `./*`)
      '^@suite-ui/core/([a-z0-9-]+)$': path.join(root, 'core/src/$1/index.ts'),
      // a locale pack, `@suite-ui/core/locale/en_US` and the skins' `<skin>/locale/en_US`
      '^@suite-ui/core/locale/([a-zA-Z_]+)$': path.join(root, 'core/src/locale/$1/index.ts'),
      '^@suite-ui/(desktop|mobile)/locale/([a-zA-Z_]+)$': path.join(root, '$1/src/locale/$2.ts'),
      '^@suite-ui/desktop$': path.join(root, 'desktop/src/index.ts'),
      '^@suite-ui/mobile$': path.join(root, 'mobile/src/index.ts'),
      '^@suite-ui/fixtures$': path.join(root, 'fixtures/src/index.ts'),
      '\\.(css|less)$': path.join(__dirname, 'jest.style-stub.cjs'),
    },
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest.locale-setup.cjs'),
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest.jsdom-setup.cjs')] : []),
      ...setupFiles,
    ],
    reporters: ['default', path.join(__dirname, 'jest-json-reporter.cjs')],
    fakeTimers: { enableGlobally: false },
    // antd and antd-mobile render slowly in jsdom on a loaded 2-core CI machine
    testTimeout: environment === 'jsdom' ? 20_000 : 10_000,
  };
}

module.exports = { jestConfig };
