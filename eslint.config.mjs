// One lint setup for the whole workspace. Import direction is enforced here:
// domain imports nothing of ours and no I/O; api and web import domain; api and web never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: restrict([
      { group: ['@studio-hive/*'], message: 'The domain package imports nothing of ours.' },
      {
        group: ['node:*', 'fs', 'path', 'http', 'crypto'],
        message: 'The domain package does no I/O.',
      },
    ]),
  },
  {
    files: ['apps/api/**'],
    rules: restrict([
      {
        group: ['@studio-hive/web', '**/apps/web/**'],
        message: 'The API does not import the web app.',
      },
    ]),
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        {
          group: ['@studio-hive/api', '**/apps/api/**'],
          message: 'The web app talks to the API over HTTP only.',
        },
      ]).valueOf(),
    },
  },
);
