// One lint configuration for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const uiFrameworks = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'antd',
  'antd/*',
  'antd-mobile',
  'antd-mobile/*',
  '@xstate/react',
  '@floating-ui/react',
  'slate-react',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-script-url': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', 'core/src/react/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // core's main entry stays framework-free: UI frameworks only under core/src/react,
    // and the DOM world only under core/src/dom and core/src/react.
    files: ['core/src/**/*.ts'],
    ignores: ['core/src/react/**', 'core/src/dom/**', 'core/src/**/*.test.ts', 'core/src/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: uiFrameworks,
              message: 'core stays framework-free; React code belongs in core/src/react.',
            },
            {
              group: ['**/react', '**/react/*', '**/dom', '**/dom/*'],
              message: 'the main entry must not pull in ./react or ./dom.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'sessionStorage',
        'location',
        'history',
        'MutationObserver',
        'ResizeObserver',
      ],
    },
  },
);
