import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioWithAvailability } from '@studio-hive/domain';
import { call, createStudioRow, type SignedInAccount as Account } from '../../test/factories';
import { pngUpload as imageFile } from '../../test/images';
import type { TestApp } from '../../test/test-app';
import {
  startStudiosApp,
  studioFieldsFor,
  submitStudio,
  type StudioFormSubmission,
} from '../../test/fixtures/studios';

/** Deleting a studio, and an admin's list of pending studios, approve and deny. */

let t: TestApp;
let today: string;
let owner: Account;
let otherOwner: Account;
let customer: Account;
let admin: Account;

beforeAll(async () => {
  ({ t, today, owner, otherOwner, customer, admin } = await startStudiosApp());
});
afterAll(() => t.close());

const submit = (...args: StudioFormSubmission) => submitStudio(t, ...args);
const studioFields = (overrides?: Record<string, unknown>) => studioFieldsFor(today, overrides);

describe('DELETE /api/studio/:id', () => {
  it('lets the author or an admin delete, removing the images; nobody else', async () => {
    const created = await submit(owner.auth, studioFields(), [await imageFile()]);
    const { studio } = created.json<{ studio: StudioWithAvailability }>();
    expect((await call(t, 'DELETE', `/api/studio/${studio._id}`)).statusCode).toBe(401);
    expect(
      (await call(t, 'DELETE', `/api/studio/${studio._id}`, { auth: customer.auth })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `/api/studio/${studio._id}`, { auth: otherOwner.auth })).statusCode,
    ).toBe(403);
    const res = await call(t, 'DELETE', `/api/studio/${studio._id}`, { auth: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Studio deleted successfully' });
    expect((await call(t, 'GET', studio.images[0]!)).statusCode).toBe(404);

    const another = await createStudioRow(t, { authorId: owner._id });
    const byAdmin = await call(t, 'DELETE', `/api/studio/${another.id}`, { auth: admin.auth });
    expect(byAdmin.statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/studio/${another.id}`)).statusCode).toBe(404);
  });
});

describe('admin approval', () => {
  it('lists pending studios oldest first, unmasked, for admins only', async () => {
    const first = await createStudioRow(t, {
      approved: false,
      name: 'First In Line',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const second = await createStudioRow(t, {
      approved: false,
      createdAt: new Date('2026-02-02T00:00:00Z'),
    });
    const res = await call(t, 'GET', '/api/admin/studios/pending', { auth: admin.auth });
    expect(res.statusCode).toBe(200);
    const ids = res.json<StudioWithAvailability[]>().map((s) => s._id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const view = res.json<StudioWithAvailability[]>().find((s) => s._id === first.id)!;
    expect(view).toMatchObject({ name: 'First In Line', isMasked: false });
    for (const auth of [owner.auth, customer.auth]) {
      expect((await call(t, 'GET', '/api/admin/studios/pending', { auth })).statusCode).toBe(403);
    }
    expect((await call(t, 'GET', '/api/admin/studios/pending')).statusCode).toBe(401);
  });

  it('approves (public at once) and denies (removed with its images); owners cannot', async () => {
    const created = await submit(owner.auth, studioFields(), [await imageFile()]);
    const { studio } = created.json<{ studio: StudioWithAvailability }>();
    const byOwner = await call(t, 'PUT', `/api/admin/studios/${studio._id}/approve`, {
      auth: owner.auth,
    });
    expect(byOwner.statusCode).toBe(403);

    const denied = await call(t, 'DELETE', `/api/admin/studios/${studio._id}/deny`, {
      auth: admin.auth,
    });
    expect(denied.statusCode).toBe(200);
    expect(denied.json()).toEqual({ message: 'Studio denied and removed successfully' });
    expect((await call(t, 'GET', studio.images[0]!)).statusCode).toBe(404);
    expect(
      (await call(t, 'GET', `/api/studio/${studio._id}`, { auth: owner.auth })).statusCode,
    ).toBe(404);

    const next = await createStudioRow(t, { approved: false });
    const approved = await call(t, 'PUT', `/api/admin/studios/${next.id}/approve`, {
      auth: admin.auth,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe('Studio approved successfully');
    expect(approved.json().studio.approved).toBe(true);
    const again = await call(t, 'DELETE', `/api/admin/studios/${next.id}/deny`, {
      auth: admin.auth,
    });
    expect(again.statusCode).toBe(409);
  });
});
