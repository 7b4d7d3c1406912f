import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { StudioWithAvailability } from '@studio-hive/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session-store';
import { offlineBookingFixture, sessionText } from '../../../test/bookings';
import { errorReply, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { authResult } from '../../../test/sessions';
import { studioWithAvailabilityFixture } from '../../../test/studios';
import { AddBookingDialog } from './add-booking-dialog';

const owner = authResult('owner');
const STUDIO_1 = '00000000-0000-4000-8000-00000000a001';
const STUDIO_2 = '00000000-0000-4000-8000-00000000a002';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 11:30 on Tue 10 Mar 2026 in India: the 11:00 hour has begun, 9:00 and 10:00 have ended.
  vi.setSystemTime(new Date('2026-03-10T06:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const open = (hours: number[], held: number[] = [], closed: number[] = []) =>
  hours.map((hour) => ({
    hour,
    isAvailable: !closed.includes(hour),
    ...(held.includes(hour) && { held: 'confirmed' as const }),
  }));

/**
 * Echo Room opens 9 to 18: today 12:00 is held; tomorrow 13:00 is switched off and 8:00 lies
 * before opening; yesterday has passed; the 12th is all held. Vox Lab opens 10 to 20.
 */
const echoRoom = studioWithAvailabilityFixture({
  _id: STUDIO_1,
  name: 'Echo Room',
  availability: [
    { date: '2026-03-09', slots: open([9, 10, 11]) },
    { date: '2026-03-10', slots: open([9, 10, 11, 12, 13, 14, 15, 16, 17], [12]) },
    { date: '2026-03-11', slots: open([8, 9, 10, 11, 12, 13, 14, 15], [], [13]) },
    { date: '2026-03-12', slots: open([10, 11], [10, 11]) },
  ],
});
const voxLab = studioWithAvailabilityFixture({
  _id: STUDIO_2,
  name: 'Vox Lab',
  operationalHours: { start: 10, end: 20 },
  availability: [{ date: '2026-03-13', slots: open([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]) }],
});

const recorded = offlineBookingFixture({ date: '2026-03-10', hours: [13, 14] });

/** Bookings Received with its 'Add a booking' dialog open over the owner's `studios`. */
async function openFromBookingsReceived(studios: StudioWithAvailability[] = [echoRoom, voxLab]) {
  const api = mockApi({
    'GET /api/user/me': { body: { user: owner.user } },
    'GET /api/booking/owner': { body: [] },
    'GET /api/owner/studios': { body: studios },
    'POST /api/owner/bookings': { status: 201, body: { booking: recorded } },
  });
  const view = renderApp('/owner/bookings', { session: owner });
  await view.user.click(await screen.findByRole('button', { name: 'Add a booking' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add a booking' }));
  await waitFor(() => expect(dialog.queryByText('Loading your studios…')).not.toBeInTheDocument());
  return { ...view, api, dialog };
}

const optionsOf = (dialog: ReturnType<typeof within>, name: string) =>
  within(dialog.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe("the 'Add a booking' dialog", () => {
  it('offers the free hours the server accepts and records the booking', async () => {
    const { user, api, dialog } = await openFromBookingsReceived();
    expect(optionsOf(dialog, 'Studio')).toEqual(['Choose a studio', 'Echo Room', 'Vox Lab']);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Studio' }), 'Echo Room');
    // Neither yesterday nor a fully held day.
    expect(optionsOf(dialog, 'Choose Date')).toEqual([
      'Select an available date',
      'March 10, 2026',
      'March 11, 2026',
    ]);
    await user.selectOptions(
      dialog.getByRole('combobox', { name: 'Choose Date' }),
      'March 10, 2026',
    );
    // The hour that has begun (a walk-in), not those that ended nor the held one.
    expect(optionsOf(dialog, 'Start Time')).toEqual([
      'Start time',
      '11:00 AM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Start Time' }), '1:00 PM');
    // Up to closing, whatever the studio's minimum for customers.
    expect(optionsOf(dialog, 'Duration')).toEqual([
      '1 hour',
      '2 hours',
      '3 hours',
      '4 hours',
      '5 hours',
    ]);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Duration' }), '2 hours');
    await user.type(dialog.getByRole('textbox', { name: "Customer's name" }), 'Meera Nair');
    await user.type(
      dialog.getByRole('textbox', { name: "Customer's phone (optional)" }),
      '+91 98765 43210',
    );
    await user.selectOptions(
      dialog.getByRole('combobox', { name: 'Package (optional)' }),
      '1 Camera (₹1,500 an hour)',
    );
    // Left empty, the price is the package's for the hours.
    expect(dialog.getByRole('textbox', { name: 'Price in ₹ (optional)' })).toHaveAttribute(
      'placeholder',
      '3000',
    );
    await user.type(
      dialog.getByRole('textbox', { name: 'Note (optional)' }),
      'Booked on WhatsApp.',
    );
    await user.click(dialog.getByRole('button', { name: 'Add booking' }));

    expect(await screen.findByText('Booking added. Its hours are held.')).toBeInTheDocument();
    expect(api.sent('POST /api/owner/bookings').map((r) => r.body)).toEqual([
      {
        studio: STUDIO_1,
        date: '2026-03-10',
        hours: [13, 14],
        customerName: 'Meera Nair',
        customerPhone: '9876543210',
        packageKey: '1 Cam',
        note: 'Booked on WhatsApp.',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Bookings Received shows it: its list is asked for again.
    await waitFor(() => expect(api.sent('GET /api/booking/owner').length).toBeGreaterThan(1));
  });

  it('says what is missing or wrong under each field, and sends nothing', async () => {
    const { user, api, dialog } = await openFromBookingsReceived();
    await user.click(dialog.getByRole('button', { name: 'Add booking' }));
    expect(dialog.getByRole('combobox', { name: 'Studio' })).toHaveAccessibleDescription(
      'Please choose one of your studios.',
    );
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Studio' }), 'Vox Lab');
    await user.type(dialog.getByRole('textbox', { name: "Customer's phone (optional)" }), '12345');
    await user.type(dialog.getByRole('textbox', { name: 'Price in ₹ (optional)' }), 'free');
    await user.click(dialog.getByRole('button', { name: 'Add booking' }));
    expect(dialog.getByText('Please choose at least one hour.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: "Customer's name" })).toHaveAccessibleDescription(
      "Please enter the customer's name.",
    );
    expect(
      dialog.getByRole('textbox', { name: "Customer's phone (optional)" }),
    ).toHaveAccessibleDescription(
      'Only you see it. Enter a valid 10-digit Indian mobile number for the customer, or leave it empty.',
    );
    expect(
      dialog.getByRole('textbox', { name: 'Price in ₹ (optional)' }),
    ).toHaveAccessibleDescription(
      "What the customer pays. Left empty: the package's price for these hours, or ₹0 without a package. The price must be a whole number of rupees, or left empty.",
    );
    expect(api.sent('POST /api/owner/bookings')).toEqual([]);
  });

  it("shows the server's refusal and asks for the free hours again", async () => {
    const { user, api, dialog } = await openFromBookingsReceived([voxLab]);
    api.on(
      'POST /api/owner/bookings',
      errorReply(
        409,
        'CONFLICT',
        'Sorry, that time was just booked by someone else. Please pick another slot.',
      ),
    );
    // The owner's one studio is chosen for them.
    expect(dialog.getByRole('combobox', { name: 'Studio' })).toHaveDisplayValue('Vox Lab');
    await user.selectOptions(
      dialog.getByRole('combobox', { name: 'Choose Date' }),
      'March 13, 2026',
    );
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Start Time' }), '10:00 AM');
    await user.type(dialog.getByRole('textbox', { name: "Customer's name" }), 'Walk-in');
    await user.click(dialog.getByRole('button', { name: 'Add booking' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Sorry, that time was just booked by someone else. Please pick another slot.',
    );
    expect(screen.getByRole('dialog', { name: 'Add a booking' })).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET /api/owner/studios')).toHaveLength(2));
  });

  it('asks an owner without studios to add one first', async () => {
    const { dialog } = await openFromBookingsReceived([]);
    expect(
      dialog.getByText('Add a studio first: a booking is recorded for one of your studios.'),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Add booking' })).not.toBeInTheDocument();
  });

  it('starts from a studio, a date and an hour when given one (a free hour of the week view)', async () => {
    mockApi({ 'GET /api/owner/studios': { body: [echoRoom, voxLab] } });
    sessionStore.signIn(owner);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AddBookingDialog
          start={{ studioId: STUDIO_2, date: '2026-03-13', hour: 15 }}
          onClose={() => undefined}
        />
      </QueryClientProvider>,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a booking' }));
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Start Time' })).toHaveDisplayValue('3:00 PM'),
    );
    expect(dialog.getByRole('combobox', { name: 'Studio' })).toHaveDisplayValue('Vox Lab');
    expect(dialog.getByRole('combobox', { name: 'Choose Date' })).toHaveDisplayValue(
      'March 13, 2026',
    );
    expect(dialog.getByRole('combobox', { name: 'Duration' })).toHaveDisplayValue('1 hour');
  });
});

describe('an offline booking in Bookings Received', () => {
  it("reads 'Offline' in words, with the customer's phone and the note, and is cancelled without a reason", async () => {
    const booking = offlineBookingFixture({ date: '2026-03-12', hours: [15] });
    const api = mockApi({
      'GET /api/user/me': { body: { user: owner.user } },
      'GET /api/booking/owner': { body: [booking] },
      [`POST /api/booking/${booking._id}/cancel`]: {
        body: { booking: { ...booking, status: 'cancelled', cancelledBy: 'owner' } },
      },
    });
    const { user } = renderApp('/owner/bookings', { session: owner });
    const table = await screen.findByRole('table', { name: 'Bookings received' });
    const row = within(within(table).getByText('Echo Room').closest('tr')!);
    expect(row.getByText('Offline')).toBeInTheDocument();
    expect(row.getByText('Upcoming')).toBeInTheDocument();
    expect(row.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(row.getByText('Booked on WhatsApp.')).toBeInTheDocument();
    expect(row.queryByText('No email')).not.toBeInTheDocument();
    expect(sessionText(row, 'Thu, 12 Mar 2026')).toBe('Thu, 12 Mar 2026 · 3:00 PM - 4:00 PM');

    await user.click(row.getByRole('button', { name: /^Cancel/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    expect(
      dialog.getByText('Its hours become free again at once. Nobody is sent a message.'),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText('Booking cancelled. Its hours are free again.'),
    ).toBeInTheDocument();
    expect(api.sent(`POST /api/booking/${booking._id}/cancel`).map((r) => r.body)).toEqual([{}]);
  });
});
