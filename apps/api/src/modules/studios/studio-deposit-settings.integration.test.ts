import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_DEPOSIT_MINUTES,
  DEPOSIT_MESSAGES,
  type Studio,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import { call, type SignedInAccount as Account } from '../../test/factories';
import { pngUpload as imageFile } from '../../test/images';
import type { TestApp } from '../../test/test-app';
import { startStudiosApp, studioFieldsFor, submitStudio } from '../../test/fixtures/studios';

/**
 * A studio's deposit setting through the add and edit forms (docs/api.md#deposits-over-upi,
 * decision 052): the bounds of a fixed amount and a percentage, a deposit only with a UPI ID, and
 * who sees that address (its owner; a customer only in their own booking's payment link).
 */

let t: TestApp;
let today: string;
let owner: Account;
let customer: Account;
let admin: Account;

beforeAll(async () => {
  ({ t, today, owner, customer, admin } = await startStudiosApp());
});
afterAll(() => t.close());

type WriteResult = { studio: StudioWithAvailability; message: string };

const add = async (fields: Record<string, unknown>) =>
  submitStudio(t, owner.auth, studioFieldsFor(today, fields), [await imageFile('room.png')]);

/** A studio added with `fields` and approved: its owner may edit it. */
async function approved(fields: Record<string, unknown>): Promise<StudioWithAvailability> {
  const created = await add(fields);
  expect(created.statusCode).toBe(201);
  const { studio } = created.json<WriteResult>();
  const res = await call(t, 'PUT', `/api/admin/studios/${studio._id}/approve`, {
    auth: admin.auth,
  });
  expect(res.statusCode).toBe(200);
  return studio;
}

const edit = (studio: { _id: string; images: string[] }, fields: Record<string, unknown>) =>
  submitStudio(
    t,
    owner.auth,
    studioFieldsFor(today, { existingImages: studio.images, ...fields }),
    [],
    'PUT',
    `/api/studio/${studio._id}`,
  );

describe("a studio's deposit setting", () => {
  it('refuses amounts and percentages out of bounds, and a deposit without a UPI ID', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ deposit: { type: 'fixed', value: 99 }, upiId: 'meera@okhdfc' }, DEPOSIT_MESSAGES.fixed],
      [{ deposit: { type: 'fixed', value: 250.5 }, upiId: 'meera@okhdfc' }, DEPOSIT_MESSAGES.fixed],
      [{ deposit: { type: 'percent', value: 9 }, upiId: 'meera@okhdfc' }, DEPOSIT_MESSAGES.percent],
      [
        { deposit: { type: 'percent', value: 101 }, upiId: 'meera@okhdfc' },
        DEPOSIT_MESSAGES.percent,
      ],
      [{ deposit: { type: 'weekly', value: 10 }, upiId: 'meera@okhdfc' }, DEPOSIT_MESSAGES.type],
      [{ deposit: { type: 'fixed', value: 500 } }, DEPOSIT_MESSAGES.upiId],
      [{ deposit: { type: 'fixed', value: 500 }, upiId: '' }, DEPOSIT_MESSAGES.upiId],
      [{ deposit: { type: 'fixed', value: 500 }, upiId: 'meera at hdfc' }, DEPOSIT_MESSAGES.upiId],
      [{ upiId: 'x'.repeat(5000) }, DEPOSIT_MESSAGES.upiId],
    ];
    for (const [fields, message] of refusals) {
      const res = await add(fields);
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect(DEPOSIT_MESSAGES.upiId).toBe('Enter a UPI ID like name@bank');
  });

  it('keeps a valid setting with its address (stored in lower case); clearing the address while asking is refused', async () => {
    const studio = await approved({
      deposit: { type: 'percent', value: 25 },
      upiId: ' Meera.Sound@OKHDFC ',
    });
    expect(studio.deposit).toEqual({
      type: 'percent',
      value: 25,
      payWithinMinutes: DEFAULT_DEPOSIT_MINUTES,
    });
    expect(studio.upiId).toBe('meera.sound@okhdfc');

    const cleared = await edit(studio, { upiId: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json<{ message: string }>().message).toBe(DEPOSIT_MESSAGES.upiId);

    // Left out, both stay as they are.
    const unchanged = await edit(studio, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json<WriteResult>().studio).toMatchObject({
      deposit: { type: 'percent', value: 25 },
      upiId: 'meera.sound@okhdfc',
    });

    // No deposit: the address may go.
    const none = await edit(studio, { deposit: { type: 'none', value: null }, upiId: '' });
    expect(none.statusCode).toBe(200);
    expect(none.json<WriteResult>().studio).toMatchObject({
      deposit: { type: 'none', value: null },
      upiId: null,
    });
  });

  it('shows the setting to everyone and the UPI ID to its owner only', async () => {
    const studio = await approved({
      deposit: { type: 'fixed', value: 800 },
      upiId: 'meera.pay@oksbi',
    });

    for (const auth of [undefined, customer.auth]) {
      const res = await call(t, 'GET', `/api/studio/${studio._id}`, auth ? { auth } : {});
      expect(res.statusCode).toBe(200);
      expect(res.json<{ studio: Studio }>().studio.deposit).toEqual({
        type: 'fixed',
        value: 800,
        payWithinMinutes: DEFAULT_DEPOSIT_MINUTES,
      });
      expect(res.body).not.toContain('meera.pay');
      const listing = await call(t, 'GET', '/api/studio', auth ? { auth } : {});
      expect(listing.body).not.toContain('meera.pay');
    }
    const mine = await call(t, 'GET', '/api/owner/studios', { auth: owner.auth });
    const own = mine.json<StudioWithAvailability[]>().find((s) => s._id === studio._id);
    expect(own?.upiId).toBe('meera.pay@oksbi');
  });
});
