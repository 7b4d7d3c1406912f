// One lint setup for the whole workspace. Import direction is enforced here:
// domain imports nothing of ours and no I/O; api and web import domain; api and web never import each other.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

/**
 * Layers of the web app (STYLE.md, docs/decisions/007): app/ composes features; a feature imports
 * itself, shared code (components, lib, config) and the domain, never another feature or app/;
 * shared code imports no feature and not app/. Every folder in features/ is a feature.
 */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const WEB = './apps/web/src';
const webFeatures = readdirSync(new URL(`${WEB}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayerZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in app/ (the routes) instead.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import app/; app/ imports features.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/config`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code (components, lib, config) imports no feature and not app/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
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
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: webLayerZones }],
    },
  },
);
