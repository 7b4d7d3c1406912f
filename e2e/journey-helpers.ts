import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { addDays, istToday, type Role, type Studio } from '@studio-hive/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { claimAccount, expect } from './fixtures';

/** A small PNG of one colour, for studio uploads made by a journey. */
export const png = (colour = '#6366f1') =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();

/**
 * An amount as the screens show it ('₹3,800'). Written here rather than imported from the domain,
 * so the journeys check the product's formatting instead of repeating it.
 */
export const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(amount);

/** A console error or page error in any of the journey's browsers fails it. */
export function watch(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

/** The header of an account's API calls. */
export type Auth = { authorization: string };

/** A bearer header for a fresh pool account of `role`, logged in through the API. */
export async function bearer(request: APIRequestContext, role: Role): Promise<Auth> {
  const user = claimAccount(role);
  const res = await request.post('/api/user/login', {
    data: { email: user.email, password: user.password, userType: role },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/**
 * An approved studio of `owner`, open 9 to 21 today and the next two days (the e2e database has
 * no demo studios: the pool's accounts are in it before the demo data would load). `fields` adds
 * or replaces form fields (a booking mode, a cancellation window).
 */
export async function approvedStudio(
  request: APIRequestContext,
  owner: Auth,
  admin: Auth,
  fields: Record<string, string> = {},
) {
  const today = istToday(new Date());
  // Every hour it is open (9:00 to 20:00 starts): hours outside opening hours are refused.
  const slots = Array.from({ length: 12 }, (_, i) => ({ hour: 9 + i, isAvailable: true }));
  const image = await png();
  const created = await request.post('/api/studio', {
    headers: owner,
    multipart: {
      name: `Axe Room ${randomBytes(3).toString('hex')}`,
      description: 'A quiet room for podcasts.',
      equipments: JSON.stringify(['Microphone (XLR)']),
      amenities: JSON.stringify(['Wi-Fi']),
      area: '250',
      rules: 'No food in the booth.',
      minimumDurationHours: '1',
      operationalHours: JSON.stringify({ start: 9, end: 21 }),
      packages: JSON.stringify([
        { key: '1 Cam', price: 1500 },
        { key: '2 Cam', price: 2100 },
        { key: '3 Cam', price: 2900 },
      ]),
      addons: JSON.stringify([{ key: 'lights', name: 'Extra lights', price: 300, maxQuantity: 2 }]),
      location: JSON.stringify({
        fullAddress: '4 Lantern Street',
        city: 'Gurugram',
        state: 'Haryana',
        pinCode: '122001',
      }),
      availability: JSON.stringify([0, 1, 2].map((d) => ({ date: addDays(today, d), slots }))),
      youtubeLinks: JSON.stringify([]),
      instagramUsername: '',
      images: { name: 'room.png', mimeType: 'image/png', buffer: image },
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const studio = ((await created.json()) as { studio: Studio }).studio;
  const approved = await request.put(`/api/admin/studios/${studio._id}/approve`, {
    headers: admin,
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return studio;
}
