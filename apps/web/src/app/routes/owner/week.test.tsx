import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  studioWeekCells,
  weekDays,
  type Booking,
  type OwnerWeek,
  type WeekBooking,
} from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import {
  awaitingDepositFixture,
  bookingFixture,
  offlineBookingFixture,
  requestFixture,
} from '../../../test/bookings';
import { studioWithAvailabilityFixture } from '../../../test/studios';

const owner = authResult('owner');
const main = () => within(screen.getByRole('main'));

// 10:15 on Monday 30 Nov 2026 in India.
const NOW = new Date('2026-11-30T04:45:00.000Z');
const MON = '2026-11-30';
const DAYS = weekDays(MON);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const asha = {
  _id: 'user-asha',
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9123456780',
};
const confirmed = bookingFixture({ customer: asha, date: DAYS[1], hours: [10, 11] });
const request = requestFixture({
  date: DAYS[2],
  hours: [14],
  decisionDueAt: '2026-12-01T04:30:00.000Z',
  cancellableUntil: '2026-12-02T08:30:00.000Z',
});
const offline = offlineBookingFixture({
  offlineCustomer: { name: 'Walk-in Ravi', phone: '9876543210' },
  date: DAYS[3],
  hours: [16],
  studio: { _id: 'studio-2', name: 'Vox Lab', location: { city: 'Noida', fullAddress: null } },
});

/** What the week reads of a listed booking, as the server reads it. */
const weekBookingOf = (b: Booking, extra: Partial<WeekBooking> = {}): WeekBooking => ({
  _id: b._id,
  date: b.date,
  hours: b.hours,
  status: b.status,
  decisionDueAt: b.decisionDueAt ? new Date(b.decisionDueAt) : null,
  source: b.source,
  customerName: b.customer?.name ?? b.offlineCustomer?.name ?? null,
  ...extra,
});

/** GET /owner/week's answer for two studios, its cells made by the domain as the server does. */
function weekReply(bookings: { echo: Booking[]; vox: Booking[] }): OwnerWeek {
  const slots = DAYS.flatMap((date) =>
    [9, 10, 11, 12, 13, 14, 15, 16, 17].map((hour) => ({ date, hour })),
  );
  const base = { days: DAYS, openingHours: { start: 9, end: 18 }, offered: slots, now: new Date() };
  return {
    from: MON,
    days: DAYS,
    studios: [
      {
        _id: 'studio-1',
        name: 'Echo Room',
        cells: studioWeekCells({
          ...base,
          bookings: bookings.echo.map((b) => weekBookingOf(b)),
          busy: [{ date: DAYS[4]!, hour: 12, label: 'Google Calendar' }],
        }),
      },
      {
        _id: 'studio-2',
        name: 'Vox Lab',
        cells: studioWeekCells({
          ...base,
          bookings: bookings.vox.map((b) => weekBookingOf(b)),
          busy: [],
        }),
      },
    ],
    bookings: [...bookings.echo, ...bookings.vox],
  };
}

async function openWeek(reply: OwnerWeek | ReturnType<typeof errorReply>, entry = '/owner/week') {
  const server = { week: reply };
  const api = mockApi({
    'GET /api/user/me': { body: { user: owner.user } },
    'GET /api/owner/week': () => ('days' in server.week ? { body: server.week } : server.week),
  });
  const view = renderApp(entry, { session: owner });
  await screen.findByRole('heading', { level: 1, name: 'Week View' });
  return { ...view, api, server };
}

const tableOf = (studio: string) =>
  within(main().getByRole('table', { name: new RegExp(`^${studio}, Mon 30 Nov to Sun 6 Dec$`) }));

/** The cell of `date` in the row of `hour` ('10:00 AM'), by the column headers. */
function cellOf(studio: string, day: string, hour: string) {
  const table = tableOf(studio);
  const column = table
    .getAllByRole('columnheader')
    .findIndex((th) => th.textContent?.startsWith(day));
  const row = table.getByRole('rowheader', { name: hour }).closest('tr')!;
  return within(row.children[column] as HTMLElement);
}

const standardWeek = () => weekReply({ echo: [confirmed, request], vox: [offline] });

describe('the week view (owner)', () => {
  it('shows each studio as a table: days across, hours down, each hour in its state in words', async () => {
    const { api } = await openWeek(standardWeek());
    const table = await waitFor(() => tableOf('Echo Room'));
    expect(api.sent('GET /api/owner/week').map((r) => r.path)).toEqual([
      '/api/owner/week?from=2026-11-30',
    ]);
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Time',
      'Mon 30 NovToday',
      'Tue 1 Dec',
      'Wed 2 Dec',
      'Thu 3 Dec',
      'Fri 4 Dec',
      'Sat 5 Dec',
      'Sun 6 Dec',
    ]);
    expect(table.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
    expect(main().getByText('Mon 30 Nov – Sun 6 Dec')).toBeInTheDocument();

    // A booking's hours of a day are one cell: Booked, its customer, and its hours for screen readers.
    const booked = cellOf('Echo Room', 'Tue 1 Dec', '10:00 AM');
    expect(
      booked.getByRole('button', { name: 'Booked Asha Verma, 10:00 AM - 12:00 PM on Tue 1 Dec' }),
    ).toBeInTheDocument();
    expect(booked.getByRole('button', { name: /^Booked/ }).closest('td')).toHaveAttribute(
      'rowspan',
      '2',
    );
    expect(cellOf('Echo Room', 'Wed 2 Dec', '2:00 PM').getByText('Request')).toBeInTheDocument();
    expect(
      cellOf('Echo Room', 'Fri 4 Dec', '12:00 PM').getByText('Busy · Google Calendar'),
    ).toBeInTheDocument();
    // Begun today: closed.
    expect(cellOf('Echo Room', 'Mon 30 Nov', '10:00 AM').getByText('Closed')).toBeInTheDocument();
    expect(
      cellOf('Echo Room', 'Mon 30 Nov', '11:00 AM').getByRole('button', {
        name: 'Add a booking at 11:00 AM on Mon 30 Nov, Echo Room',
      }),
    ).toBeInTheDocument();
    const walkIn = cellOf('Vox Lab', 'Thu 3 Dec', '4:00 PM');
    expect(walkIn.getByText('Offline')).toBeInTheDocument();
    expect(walkIn.getByText('Walk-in Ravi')).toBeInTheDocument();
  });

  it("opens 'Add a booking' over the week at a free hour, with its studio, date and hour chosen", async () => {
    const { user, api } = await openWeek(standardWeek());
    api.on('GET /api/owner/studios', {
      body: [
        studioWithAvailabilityFixture({
          _id: 'studio-1',
          name: 'Echo Room',
          availability: [
            {
              date: '2026-12-03',
              slots: [15, 16].map((hour) => ({ hour, isAvailable: true })),
            },
          ],
        }),
      ],
    });
    await user.click(
      await main().findByRole('button', {
        name: 'Add a booking at 3:00 PM on Thu 3 Dec, Echo Room',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a booking' }));
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Start Time' })).toHaveDisplayValue('3:00 PM'),
    );
    expect(dialog.getByRole('combobox', { name: 'Studio' })).toHaveDisplayValue('Echo Room');
    expect(dialog.getByRole('combobox', { name: 'Choose Date' })).toHaveDisplayValue(
      'December 3, 2026',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Week View' })).toBeInTheDocument();
  });

  it('accepts a request from its cell; the week asks again and shows it booked', async () => {
    const { user, api, server } = await openWeek(standardWeek());
    const accepted = { ...request, status: 'confirmed' as const, decisionDueAt: null };
    api.on(`POST /api/booking/${request._id}/accept`, () => {
      server.week = weekReply({ echo: [confirmed, accepted], vox: [offline] });
      return { body: { booking: accepted } };
    });
    const cell = await waitFor(() => cellOf('Echo Room', 'Wed 2 Dec', '2:00 PM'));
    await user.click(cell.getByRole('button', { name: /^Accept the request of Rohan Mehta/ }));
    expect(
      await screen.findByText('Request accepted. The customer has been told.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(cellOf('Echo Room', 'Wed 2 Dec', '2:00 PM').getByText('Booked')).toBeInTheDocument(),
    );
    expect(api.sent('GET /api/owner/week')).toHaveLength(2);
  });

  it('declines a request from its cell, with the same dialog as Bookings Received', async () => {
    const { user, api } = await openWeek(standardWeek());
    api.on(`POST /api/booking/${request._id}/decline`, {
      body: { booking: { ...request, status: 'declined', decisionDueAt: null } },
    });
    const cell = await waitFor(() => cellOf('Echo Room', 'Wed 2 Dec', '2:00 PM'));
    await user.click(cell.getByRole('button', { name: /^Decline the request of Rohan Mehta/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Decline this request?' }));
    await user.type(
      dialog.getByLabelText('Reason for the customer (optional)'),
      'Closed for repairs',
    );
    await user.click(dialog.getByRole('button', { name: 'Decline request' }));
    expect(
      await screen.findByText('Request declined. The customer has been told.'),
    ).toBeInTheDocument();
    expect(api.sent(`POST /api/booking/${request._id}/decline`)[0]?.body).toEqual({
      reason: 'Closed for repairs',
    });
  });

  it('shows a booking awaiting its deposit in words and its own mark, confirmed from its dialog', async () => {
    const held = awaitingDepositFixture(
      {
        customer: asha,
        date: DAYS[3],
        hours: [15],
        decisionDueAt: '2026-11-30T05:45:00.000Z',
      },
      { utr: '412345678901', payBy: '2026-11-30T05:45:00.000Z' },
    );
    const { user, api, server } = await openWeek(
      weekReply({ echo: [confirmed, request, held], vox: [offline] }),
    );
    const cell = await waitFor(() => cellOf('Echo Room', 'Thu 3 Dec', '3:00 PM'));
    const open = cell.getByRole('button', {
      name: 'Awaiting deposit Asha Verma, 3:00 PM - 4:00 PM on Thu 3 Dec',
    });
    // Its word and a mark of its own (₹), not its colour alone; the key says what it means.
    expect(open.querySelector('svg')).toBeInTheDocument();
    expect(
      within(main().getByText('Key').closest('details')!).getByText(
        'held for its UPI deposit: confirm it once the money arrives',
      ),
    ).toBeInTheDocument();

    await user.click(open);
    const dialog = within(screen.getByRole('dialog', { name: 'Asha Verma' }));
    expect(dialog.getByText('Awaiting deposit')).toBeInTheDocument();
    expect(dialog.getByText('UTR:').parentElement).toHaveTextContent('UTR:412345678901');
    expect(dialog.getByText('Reference:').parentElement).toHaveTextContent('Reference:SH-7K2Q9');
    expect(dialog.getByRole('button', { name: /^Reject the booking of Asha Verma/ })).toBeVisible();

    const confirmedHeld = { ...held, status: 'confirmed' as const, decisionDueAt: null };
    api.on(`POST /api/booking/${held._id}/deposit/confirm`, () => {
      server.week = weekReply({ echo: [confirmed, request, confirmedHeld], vox: [offline] });
      return { body: { booking: confirmedHeld } };
    });
    await user.click(dialog.getByRole('button', { name: /^Deposit received from Asha Verma/ }));
    expect(
      await screen.findByText(
        'Deposit confirmed. The booking is confirmed and the customer has been told.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(cellOf('Echo Room', 'Thu 3 Dec', '3:00 PM').getByText('Booked')).toBeInTheDocument(),
    );
  });

  it('opens a booking: who, when, its status and phone, and what the owner may do now', async () => {
    const { user } = await openWeek(standardWeek());
    const cell = await waitFor(() => cellOf('Echo Room', 'Tue 1 Dec', '10:00 AM'));
    await user.click(cell.getByRole('button', { name: /^Booked Asha Verma/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Asha Verma' }));
    expect(
      dialog.getByText('Asha Verma · Echo Room · Tue, 1 Dec 2026 · 10:00 AM - 12:00 PM'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Upcoming')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: '+91 91234 56780' })).toBeInTheDocument();
    expect(
      dialog.getByRole('button', { name: /^Cancel the booking of Asha Verma/ }),
    ).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'See all bookings' })).toHaveAttribute(
      'href',
      '/owner/bookings',
    );
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens an offline booking with 'Offline', the phone and the note its owner recorded", async () => {
    const { user } = await openWeek(standardWeek());
    const cell = await waitFor(() => cellOf('Vox Lab', 'Thu 3 Dec', '4:00 PM'));
    await user.click(cell.getByRole('button', { name: /^Offline Walk-in Ravi/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Walk-in Ravi' }));
    expect(dialog.getByText('Offline')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: '+91 98765 43210' })).toBeInTheDocument();
    expect(dialog.getByText('Booked on WhatsApp.')).toBeInTheDocument();
  });

  it('narrows to one studio with the filter, kept in the address', async () => {
    const { user, router, api } = await openWeek(standardWeek());
    const filter = await main().findByLabelText('Studio');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All studios', 'Echo Room', 'Vox Lab']);
    await user.selectOptions(filter, 'Vox Lab');
    expect(router.state.location.search).toBe('?studio=studio-2');
    expect(main().getAllByRole('table')).toHaveLength(1);
    expect(tableOf('Vox Lab').getAllByRole('rowheader')).toHaveLength(9);
    // The one answer holds every studio: nothing more is asked.
    expect(api.sent('GET /api/owner/week')).toHaveLength(1);
  });

  it('steps a week at a time within the range the server allows', async () => {
    const { user, api, server, router } = await openWeek(standardWeek());
    await main().findByRole('table', { name: /^Echo Room/ });
    server.week = { ...standardWeek(), from: '2026-12-07', days: weekDays('2026-12-07') };
    await user.click(main().getByRole('button', { name: 'Next week' }));
    expect(router.state.location.search).toBe('?from=2026-12-07');
    await waitFor(() =>
      expect(api.sent('GET /api/owner/week').at(-1)?.path).toBe('/api/owner/week?from=2026-12-07'),
    );
    await user.click(main().getByRole('button', { name: 'This week' }));
    expect(router.state.location.search).toBe('');
    await user.click(main().getByRole('button', { name: 'Previous week' }));
    expect(router.state.location.search).toBe('?from=2026-11-23');
    // 7 days before today is as far back as a week starts.
    expect(main().getByRole('button', { name: 'Previous week' })).toBeDisabled();
  });

  it('on a phone shows one day, with the previous and the next day a tap away', async () => {
    const { user, router } = await openWeek(standardWeek());
    const table = await waitFor(() => tableOf('Echo Room'));
    const header = (day: string) =>
      table.getAllByRole('columnheader').find((th) => th.textContent?.startsWith(day))!;
    // The narrow layout hides every day but the one shown (a container query; its class here).
    expect(header('Mon 30 Nov')).not.toHaveClass('hidden');
    expect(header('Tue 1 Dec')).toHaveClass('hidden');
    await user.click(main().getByRole('button', { name: 'Next day' }));
    expect(router.state.location.search).toBe('?day=2026-12-01');
    expect(header('Tue 1 Dec')).not.toHaveClass('hidden');
    expect(header('Mon 30 Nov')).toHaveClass('hidden');
    await user.click(main().getByRole('button', { name: 'Previous day' }));
    expect(router.state.location.search).toBe('?day=2026-11-30');
    // Before the week's first day: the week before, its last day.
    await user.click(main().getByRole('button', { name: 'Previous day' }));
    expect(router.state.location.search).toBe('?day=2026-11-29&from=2026-11-23');
  });

  it('says when the week cannot be loaded, and when there is no studio yet', async () => {
    await openWeek(errorReply(403, 'FORBIDDEN', 'You do not have permission to do that.'));
    expect(
      await main().findByText('Failed to load your week. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('invites an owner without studios to add one', async () => {
    await openWeek({ from: MON, days: DAYS, studios: [], bookings: [] });
    expect(await main().findByRole('heading', { name: 'No Studios Yet' })).toBeInTheDocument();
    const empty = within(main().getByRole('heading', { name: 'No Studios Yet' }).parentElement!);
    expect(empty.getByRole('link', { name: 'Add Studio' })).toHaveAttribute(
      'href',
      '/owner/studios/new',
    );
  });
});
