// `npm run docs:openapi`: writes the OpenAPI document the API serves to docs/openapi.json, through
// the test that compares the two (apps/api/src/http/openapi-snapshot.integration.test.ts).
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'api-integration',
    'apps/api/src/http/openapi-snapshot.integration.test.ts',
  ],
  {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, UPDATE_OPENAPI_SNAPSHOT: '1' },
  },
);
process.exit(result.status ?? 1);
