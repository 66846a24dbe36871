import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
      'eslint.config.js',
      'scripts/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository', '../*/*.repository.ts'],
              message: 'Reach another module through its service, never its repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { projectService: false, project: null },
      globals: { ...globals.serviceworker },
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['packages/**/*', 'apps/**/*', 'e2e/**/*', 'bench/**/*'],
      'boundaries/elements': [
        { type: 'contract', pattern: 'packages/contract', mode: 'folder' },
        {
          type: 'server-module',
          pattern: 'apps/server/src/modules/*',
          mode: 'folder',
          capture: ['module'],
        },
        { type: 'server', pattern: 'apps/server', mode: 'folder' },
        { type: 'web-app', pattern: 'apps/web/src/app', mode: 'folder' },
        {
          type: 'web-feature',
          pattern: 'apps/web/src/features/*',
          mode: 'folder',
          capture: ['feature'],
        },
        { type: 'web-lib', pattern: 'apps/web/src/lib', mode: 'folder' },
        { type: 'web-components', pattern: 'apps/web/src/components', mode: 'folder' },
        { type: 'web', pattern: 'apps/web', mode: 'folder' },
        { type: 'e2e', pattern: 'e2e', mode: 'folder' },
        { type: 'bench', pattern: 'bench', mode: 'folder' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'contract', allow: ['contract'] },
            { from: 'server', allow: ['contract', 'server', 'server-module'] },
            {
              from: 'server-module',
              allow: ['contract', 'server', 'server-module'],
            },
            { from: 'web-components', allow: ['contract', 'web-components', 'web-lib'] },
            { from: 'web-lib', allow: ['contract', 'web-lib'] },
            {
              from: 'web-feature',
              allow: [
                'contract',
                'web-lib',
                'web-components',
                ['web-feature', { feature: '${from.feature}' }],
              ],
            },
            {
              from: 'web-app',
              allow: ['contract', 'web-lib', 'web-components', 'web-feature', 'web-app'],
            },
            {
              from: 'web',
              allow: ['contract', 'web', 'web-app', 'web-lib', 'web-components', 'web-feature'],
            },
            { from: 'e2e', allow: ['e2e', 'contract'] },
            { from: 'bench', allow: ['bench', 'contract', 'server', 'server-module'] },
          ],
        },
      ],
    },
  },
);
