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

// Skins render view models: from '@suite-ui/core' (and its feature entries) they take types only;
// values (hooks, components) come from '@suite-ui/core/react', and browser helpers from
// '@suite-ui/core/dom'. A rule function or spec constant a skin wants belongs on a view model.
const skinImports = (level) => ({
  '@typescript-eslint/no-restricted-imports': [
    level,
    {
      paths: [
        {
          name: '@suite-ui/core',
          allowTypeImports: true,
          message:
            "skins import types only from '@suite-ui/core'; put the answer on the view model (values come from '@suite-ui/core/react').",
        },
      ],
      patterns: [
        {
          // the language packs are data a skin's own pack re-exports; the echarts loader is the
          // charts' runtime, like the hooks
          group: [
            '@suite-ui/core/*',
            '!@suite-ui/core/react',
            '!@suite-ui/core/dom',
            '!@suite-ui/core/locale',
            '!@suite-ui/core/echarts',
          ],
          allowTypeImports: true,
          message:
            "skins import types only from core's feature entries; values come from '@suite-ui/core/react'.",
        },
      ],
    },
  ],
});

/**
 * Skin folders whose owners were moving them to the view-model rule while it was switched on: a
 * warning there, an error everywhere else. Empty this list as they are fixed.
 */
const skinImportsPending = ['desktop/src/layout/**', 'mobile/src/layout/**'];

/**
 * Colour literals in a skin ignore the host's antd theme and the dark theme: skins read antd's
 * `--ant-*` variables (or `theme.useToken()`) and antd-mobile's `--adm-*` variables instead. Colours
 * that are data (suite colours, a host's watermark colour, chart palettes) come from core or props.
 */
const colourLiteral = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;
const suitePlugin = {
  rules: {
    'no-colour-literal': {
      meta: {
        type: 'problem',
        docs: { description: 'bans colour literals in skin code' },
        messages: {
          colour:
            "colour literal '{{text}}' in a skin: use antd's --ant-* variables / theme.useToken() (desktop) or antd-mobile's --adm-* variables (mobile).",
        },
        schema: [],
      },
      create(context) {
        const check = (node, text) => {
          const match = typeof text === 'string' ? colourLiteral.exec(text) : null;
          if (match) context.report({ node, messageId: 'colour', data: { text: match[0] } });
        };
        return {
          Literal: (node) => check(node, node.value),
          TemplateElement: (node) => check(node, node.value.cooked ?? node.value.raw),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      // host applications' packed tarballs and page builds (tests/hosts/run.mjs)
      'tests/hosts/.packs/**',
      'tests/hosts/*/.budget/**',
      'tests/hosts/*/.bench/**',
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
  {
    files: ['desktop/src/**/*.{ts,tsx}', 'mobile/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: skinImports('error'),
  },
  {
    files: skinImportsPending,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: skinImports('warn'),
  },
  {
    files: ['desktop/src/**/*.{ts,tsx}', 'mobile/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { suite: suitePlugin },
    rules: { 'suite/no-colour-literal': 'error' },
  },
);
