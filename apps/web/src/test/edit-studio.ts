import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { StudioWithAvailability } from '@studio-hive/domain';
import { main, owner, pickDate } from './add-studio';
import { renderApp } from './render-app';
import { errorReply, mockApi } from './mock-api';
import { studioWithAvailabilityFixture } from './studios';

/**
 * The Edit Studio screen's tests (app/routes/owner/studio-edit*.test.tsx): shared steps. The
 * owner, the clock and the queries are those of the Add New Studio screen's tests.
 */
export { atNow, main, owner, section } from './add-studio';

export const STUDIO_ID = '00000000-0000-4000-8000-00000000e001';

export function studio(overrides: Partial<StudioWithAvailability> = {}) {
  return studioWithAvailabilityFixture({
    _id: STUDIO_ID,
    name: 'Echo Room',
    author: owner.user._id,
    images: [`/uploads/${STUDIO_ID}/1.webp`, `/uploads/${STUDIO_ID}/2.webp`],
    cardImages: [`/uploads/${STUDIO_ID}/1-card.webp`, `/uploads/${STUDIO_ID}/2-card.webp`],
    minimumDurationHours: 1,
    availability: [
      // A past day is not offered again.
      { date: '2026-01-31', slots: [{ hour: 9, isAvailable: true }] },
      {
        date: '2026-02-02',
        slots: [
          { hour: 9, isAvailable: true },
          { hour: 10, isAvailable: false },
        ],
      },
    ],
    ...overrides,
  });
}

export function ownerApi(
  stored: StudioWithAvailability | null,
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    'GET /api/user/me': { body: { user: owner.user } },
    'GET /api/owner/studios': { body: [] },
    [`GET /api/studio/${STUDIO_ID}`]: stored
      ? { body: { studio: stored } }
      : errorReply(404, 'NOT_FOUND', 'Studio not found'),
    // The Calendars card above the form (studio-edit-calendars.test.tsx): none linked.
    [`GET /api/studio/${STUDIO_ID}/calendars`]: { body: [] },
    ...handlers,
  });
}

export function updated() {
  return {
    body: {
      studio: studio(),
      message: 'Studio updated successfully. Your availability has been saved.',
    },
  };
}

export async function openEdit() {
  const view = renderApp(`/owner/studios/${STUDIO_ID}/edit`, { session: owner });
  await screen.findByRole('heading', { level: 1, name: 'Edit Studio' });
  return view;
}

/** The edit form, once the studio has loaded into it. */
export async function openLoadedEdit() {
  const view = await openEdit();
  await waitFor(() =>
    expect(main().getByLabelText<HTMLInputElement>('Studio Name')).toHaveValue('Echo Room'),
  );
  return view;
}

/** Picks the generator's dates and generates (or updates) their hours. */
export async function generateSlots(user: UserEvent, start: string, end: string) {
  pickDate('Start Date', start);
  pickDate('End Date', end);
  await user.click(main().getByRole('button', { name: 'Generate / Update Slots' }));
}

export function png(name: string) {
  return new File(['image bytes'], name, { type: 'image/png' });
}
