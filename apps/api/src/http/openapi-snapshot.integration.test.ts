import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * `docs/openapi.json` is the HTTP contract as the routes declare it, committed so that a change
 * of the contract shows in review. This test fails when the served document (/api/docs/json)
 * and the committed one differ; `npm run docs:openapi` writes the served one.
 */
const SNAPSHOT = new URL('../../../../docs/openapi.json', import.meta.url);
const UPDATE = process.env.UPDATE_OPENAPI_SNAPSHOT === '1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the committed OpenAPI document', () => {
  it('is the one the API serves', async () => {
    const res = await call(t, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const served = `${JSON.stringify(res.json(), null, 2)}\n`;
    if (UPDATE) await writeFile(SNAPSHOT, served);
    const committed = await readFile(SNAPSHOT, 'utf8').catch(() => '');
    expect(
      committed === served,
      'docs/openapi.json differs from /api/docs/json: run `npm run docs:openapi` and review the diff',
    ).toBe(true);
  });
});
