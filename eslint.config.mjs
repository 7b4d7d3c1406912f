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
 * Layers of the web app (docs/decisions/007): app/ composes features; a feature imports
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

/**
 * Where zod/mini belongs (docs/decisions/014): the response schemas (packages/domain/src/*-responses.ts,
 * gathered by responses.ts) use zod/mini and never zod, so no first download carries zod; all
 * other code uses zod. The web app loads the response schemas on their first request only
 * (`lazyResponseSchema`, apps/web/src/lib/api-client.ts); types may be imported anywhere.
 */
const DOMAIN_RESPONSES = ['packages/domain/src/*-responses.ts', 'packages/domain/src/responses.ts'];
const NO_ZOD_MINI = {
  name: 'zod/mini',
  allowTypeImports: true,
  message: 'zod/mini is for the response schemas (packages/domain/src/*-responses.ts); use zod.',
};
const NO_ZOD_CLASSIC = ['zod', 'zod/v4'].map((name) => ({
  name,
  allowTypeImports: true,
  message: 'A response schema uses zod/mini, never zod, to stay out of first downloads.',
}));
const NO_EAGER_RESPONSES = {
  name: '@studio-hive/domain/responses',
  allowTypeImports: true,
  message: 'Load the response schemas through lazyResponseSchema (lib/api-client.ts).',
};
/** The fetchers of the budgeted routes' screens (scripts/bundle-budget.mjs). */
const BUDGETED_FETCHERS = [
  `${WEB}/features/studios/api/**`,
  `${WEB}/features/reviews/api/**`,
  `${WEB}/features/booking/api/**`,
  `${WEB}/features/auth/api/get-me.ts`,
  `${WEB}/features/bookings/api/get-customer-bookings.ts`,
].map((path) => path.slice(2));
const zodRule = (paths, patterns = []) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }],
});

/**
 * One query-key style in the web app (docs/decisions/007): a key is written once, in its
 * fetcher's `queryOptions` (features/<feature>/api/get-*.ts); everything else reuses it through
 * `get...QueryOptions(...).queryKey` (without arguments: the prefix for invalidation).
 */
const QUERY_KEY_STYLE = [
  {
    selector: ':matches(VariableDeclarator, FunctionDeclaration)[id.name=/QueryKeys?$/]',
    message: 'No query-key factories: write the key in the get-*QueryOptions of its fetcher.',
  },
];
const QUERY_KEY_LITERALS = {
  selector: "Property[key.name='queryKey'] > ArrayExpression.value",
  message:
    'A query key is written once, in its fetcher (features/*/api/get-*.ts); reuse get...QueryOptions(...).queryKey.',
};

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
      // Passes over type-only imports; scripts/import-cycles.test.mjs holds the domain to no circle at all.
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
    // Type-aware rules: a promise nobody awaits or catches loses its error, and one handed where
    // nothing awaits it (an event handler, a callback) runs unchecked; `void` marks the few that
    // are meant to run on their own. The project service reads each folder's own tsconfig.json.
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.ts',
      'e2e/**/*.ts',
      'scripts/**/*.mjs',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['packages/**/*.ts', 'apps/*/src/**/*.{ts,tsx}'],
    rules: zodRule([NO_ZOD_MINI]),
  },
  { files: DOMAIN_RESPONSES, rules: zodRule(NO_ZOD_CLASSIC) },
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: zodRule([NO_ZOD_MINI, NO_EAGER_RESPONSES]) },
  {
    files: BUDGETED_FETCHERS,
    rules: zodRule(
      [NO_ZOD_MINI, NO_EAGER_RESPONSES],
      [
        {
          group: ['@studio-hive/domain'],
          importNamePattern: 'Schema$',
          allowTypeImports: true,
          message:
            "A budgeted route's fetcher passes `schema: lazyResponseSchema((s) => s.name)` (lib/api-client.ts).",
        },
      ],
    ),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...QUERY_KEY_STYLE, QUERY_KEY_LITERALS] },
  },
  {
    // The fetchers write their keys; the catalogue's prefixes stay apart from them (catalogue-keys.ts).
    files: [
      'apps/web/src/features/*/api/get-*.ts',
      'apps/web/src/features/studios/api/catalogue-keys.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...QUERY_KEY_STYLE] },
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
