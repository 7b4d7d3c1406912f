import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Studio } from '@studio-hive/domain';
import { call, createStudioRow, createUser, loginAs } from '../../test/factories';
import { createTestApp, secondAppOnSameDatabase, type TestApp } from '../../test/test-app';

/**
 * Two API processes over one database: a write through one must show in the other's cached
 * catalogue at once (NOTIFY on PostgreSQL; on the embedded database both share the engine).
 */
let first: TestApp;
let second: FastifyInstance;
let closeSecond: () => Promise<void>;

beforeAll(async () => {
  first = await createTestApp();
  ({ app: second, close: closeSecond } = await secondAppOnSameDatabase(first));
});
afterAll(async () => {
  await closeSecond();
  await first.close();
});

const names = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/studio' })).json<Studio[]>().map((s) => s._id);

describe('the catalogue cache across processes', () => {
  it("drops a process's cached listing when another process approves or deletes a studio", async () => {
    const owner = await createUser(first, { role: 'owner' });
    const admin = await createUser(first, { role: 'admin' });
    const studio = await createStudioRow(first, { authorId: owner._id, approved: false });
    expect(await names(second)).not.toContain(studio.id); // warms the second cache

    const approve = await call(first, 'PUT', `/api/admin/studios/${studio.id}/approve`, {
      auth: await loginAs(first, admin),
    });
    expect(approve.statusCode).toBe(200);
    await expect.poll(() => names(second), { timeout: 3000 }).toContain(studio.id);

    const remove = await call(first, 'DELETE', `/api/studio/${studio.id}`, {
      auth: await loginAs(first, owner),
    });
    expect(remove.statusCode).toBe(200);
    await expect.poll(() => names(second), { timeout: 3000 }).not.toContain(studio.id);
  });

  it("shows a review written through one process in the other's cached rating", async () => {
    const owner = await createUser(first, { role: 'owner' });
    const customer = await createUser(first, { role: 'customer' });
    const studio = await createStudioRow(first, { authorId: owner._id, approved: true });
    const rating = async () =>
      (await second.inject({ method: 'GET', url: '/api/studio' }))
        .json<Studio[]>()
        .find((s) => s._id === studio.id)?.ratingSummary;
    // Listed there (the factory's NOTIFY reaches it), which warms the second cache.
    await expect.poll(rating, { timeout: 3000 }).toEqual({ average: 0, count: 0 });

    const review = await call(first, 'POST', '/api/review', {
      auth: await loginAs(first, customer),
      payload: { studio: studio.id, rating: 4, description: 'Quiet room, good microphones.' },
    });
    expect(review.statusCode).toBe(201);
    await expect.poll(rating, { timeout: 3000 }).toEqual({ average: 4, count: 1 });
  });
});
