import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { bookingFixture } from '../../../test/bookings';
import { studioFixture } from '../../../test/studios';

const customer = authResult('customer');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 11:30 on Mon 9 Mar 2026 in India.
  vi.setSystemTime(new Date('2026-03-09T06:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

/** 10:00-12:00 IST on Thu 12 Mar, 1 Cam at ₹1,500 an hour then, with one add-on of ₹800. */
const booking = bookingFixture({
  studio: {
    _id: 'studio-1',
    name: 'Echo Room',
    location: { city: 'Gurgaon', fullAddress: '12 MG Road' },
    contactPhone: '9876543210',
  },
  date: '2026-03-12',
  hours: [10, 11],
  addons: [{ key: 'edit', name: 'Episode editing', price: 800, quantity: 1 }],
  basePrice: 3000,
  addonsTotal: 800,
  totalPrice: 3800,
  cancellableUntil: '2026-03-11T04:30:00.000Z',
});
// The package costs ₹1,700 an hour today.
const studio = studioFixture({
  _id: 'studio-1',
  name: 'Echo Room',
  packages: [{ key: '1 Cam', name: '1 Camera', description: '', price: 1700 }],
});
const reschedule = `POST /api/booking/${booking._id}/reschedule`;

/** My Bookings with `booking`, its Change time dialog open, the studio as `offered`. */
async function openChangeTime(offered = studio) {
  const api = mockApi({
    'GET /api/user/me': { body: { user: customer.user } },
    'GET /api/booking/customer': { body: [booking] },
    'GET /api/studio/studio-1': { body: { studio: offered } },
    // The booking's own hours (10 and 11 on the 12th) are held, so not listed.
    'GET /api/availability/studio-1': {
      body: [
        { date: '2026-03-12', hours: [9, 12, 13] },
        { date: '2026-03-13', hours: [10, 11, 12] },
      ],
    },
  });
  const view = renderApp('/bookings/customer', { session: customer });
  await view.user.click(
    await screen.findByRole('button', { name: 'Change time of the booking at Echo Room' }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Change time' }));
  await waitFor(() =>
    expect(dialog.queryByText('Loading available slots…')).not.toBeInTheDocument(),
  );
  return { ...view, api, dialog };
}

const summary = (dialog: ReturnType<typeof within>, term: 'Now' | 'New') =>
  dialog.getByText(term).nextElementSibling?.textContent;

describe('Change time', () => {
  it("starts on the booking's own date and hours, with the price of today", async () => {
    const { dialog } = await openChangeTime();
    expect(dialog.getByRole('combobox', { name: 'Choose Date' })).toHaveDisplayValue(
      'March 12, 2026',
    );
    // Its own hours are free to it, beside the studio's other free hours.
    const start = dialog.getByRole('combobox', { name: 'Start Time' });
    expect(start).toHaveDisplayValue('10:00 AM');
    expect(
      within(start)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Start time', '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM']);
    expect(dialog.getByRole('combobox', { name: 'Duration' })).toHaveDisplayValue('2 hours');
    expect(summary(dialog, 'Now')).toBe('Thu, 12 Mar 2026 · 10:00 AM - 12:00 PM · ₹3,800');
    // 2 hours at ₹1,700 and the add-on.
    expect(summary(dialog, 'New')).toBe('Thu, 12 Mar 2026 · 10:00 AM - 12:00 PM · ₹4,200');
    expect(dialog.getByRole('button', { name: 'Move booking' })).toBeDisabled();
  });

  it("reschedules the booking, and shows the server's sentence when the hours were taken", async () => {
    const { user, api, dialog } = await openChangeTime();
    api.on(
      reschedule,
      errorReply(
        409,
        'CONFLICT',
        'Sorry, that time was just booked by someone else. Please pick another slot.',
      ),
    );
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Start Time' }), '11:00 AM');
    // The booking's length is kept.
    expect(summary(dialog, 'New')).toBe('Thu, 12 Mar 2026 · 11:00 AM - 1:00 PM · ₹4,200');
    await user.click(dialog.getByRole('button', { name: 'Move booking' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Sorry, that time was just booked by someone else. Please pick another slot.',
    );
    expect(api.sent(reschedule)[0]?.body).toEqual({
      date: '2026-03-12',
      hours: [11, 12],
      totalPrice: 4200,
    });
    // The free hours are asked for again.
    expect(api.sent('GET /api/availability/studio-1')).toHaveLength(2);

    const rescheduled: Booking = { ...booking, date: '2026-03-13', totalPrice: 4200 };
    api.on(reschedule, { body: { booking: rescheduled } });
    await user.selectOptions(
      dialog.getByRole('combobox', { name: 'Choose Date' }),
      'March 13, 2026',
    );
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Start Time' }), '10:00 AM');
    expect(summary(dialog, 'New')).toBe('Fri, 13 Mar 2026 · 10:00 AM - 12:00 PM · ₹4,200');
    await user.click(dialog.getByRole('button', { name: 'Move booking' }));
    expect(
      await screen.findByText('Booking moved to Fri, 13 Mar 2026 · 10:00 AM - 12:00 PM'),
    ).toBeInTheDocument();
    expect(api.sent(reschedule)[1]?.body).toEqual({
      date: '2026-03-13',
      hours: [10, 11],
      totalPrice: 4200,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the studio no longer offers the camera package', async () => {
    const { dialog } = await openChangeTime({
      ...studio,
      packages: [{ key: '2 Cam', name: '2 Cameras', description: '', price: 2500 }],
    });
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'The studio no longer offers the camera package of this booking',
    );
    expect(dialog.queryByRole('button', { name: 'Move booking' })).not.toBeInTheDocument();
  });
});
