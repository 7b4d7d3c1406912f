import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { bookingFixture } from '../../../test/bookings';

const ICS = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

/** What the page handed to the browser as a download. */
function watchDownloads() {
  const saved: { href: string; download: string; blob: Blob | undefined }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    next += 1;
    const url = `blob:test/${next}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download, blob: blobs.get(this.href) });
  });
  return { saved, create, revoke };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-09T06:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const booking = bookingFixture({ _id: '5f0c2a9e-1b2c-4d3e-8f40-123456789abc' });
const icsRoute = `GET /api/booking/${booking._id}/calendar.ics`;
const icsReply = {
  body: ICS,
  headers: {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': 'attachment; filename="studio-hive-booking-5f0c2a9e.ics"',
  },
};

describe('Add to calendar', () => {
  it('is offered only on sessions to come, confirmed or requested, at a studio that exists', async () => {
    const customer = authResult('customer');
    const row = (name: string, overrides: Parameters<typeof bookingFixture>[0]) =>
      bookingFixture({
        studio: { _id: name, name, location: { city: 'Delhi', fullAddress: null } },
        ...overrides,
      });
    mockApi({
      'GET /api/user/me': { body: { user: customer.user } },
      'GET /api/booking/customer': {
        body: [
          row('Confirmed Room', {}),
          row('Requested Room', { status: 'requested', decisionDueAt: '2026-03-09T12:00:00.000Z' }),
          row('Cancelled Room', { status: 'cancelled', cancelledBy: 'customer' }),
          row('Declined Room', { status: 'declined' }),
          row('Played Room', { date: '2026-03-01' }),
          bookingFixture({ studio: null, date: '2026-03-11' }),
        ],
      },
    });
    renderApp('/bookings/customer', { session: customer });
    const table = await screen.findByRole('table', { name: 'My bookings' });
    const offered = within(table)
      .queryAllByRole('button', { name: /^Add to calendar/ })
      .map((button) => button.textContent);
    expect(offered).toEqual([
      'Add to calendar for the booking at Confirmed Room',
      'Add to calendar for the booking at Requested Room',
    ]);
  });

  it('downloads the booking .ics from My Bookings with the session token', async () => {
    const customer = authResult('customer');
    const api = mockApi({
      'GET /api/user/me': { body: { user: customer.user } },
      'GET /api/booking/customer': { body: [booking] },
      [icsRoute]: icsReply,
    });
    const downloads = watchDownloads();
    renderApp('/bookings/customer', { session: customer });
    const table = await screen.findByRole('table', { name: 'My bookings' });
    fireEvent.click(
      within(table).getByRole('button', {
        name: 'Add to calendar for the booking at Echo Room',
      }),
    );

    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [file] = downloads.saved;
    expect(file?.download).toBe('studio-hive-booking-5f0c2a9e.ics');
    expect(await file?.blob?.text()).toBe(ICS);
    expect(api.sent(icsRoute)[0]?.headers.get('authorization')).toBe(`Bearer ${customer.token}`);
    // The object URL does not outlive the download.
    await waitFor(() => expect(downloads.revoke).toHaveBeenCalledWith(file?.href));
    expect(document.querySelector('a[download]')).not.toBeInTheDocument();
  });

  it('is offered in Bookings Received too', async () => {
    const owner = authResult('owner');
    mockApi({
      'GET /api/user/me': { body: { user: owner.user } },
      'GET /api/booking/owner': { body: [booking] },
      [icsRoute]: icsReply,
    });
    const downloads = watchDownloads();
    renderApp('/owner/bookings', { session: owner });
    const table = await screen.findByRole('table', { name: 'Bookings received' });
    fireEvent.click(within(table).getByRole('button', { name: /Add to calendar/ }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]?.download).toBe('studio-hive-booking-5f0c2a9e.ics');
  });

  it("shows the server's message when the file cannot be had", async () => {
    const customer = authResult('customer');
    mockApi({
      'GET /api/user/me': { body: { user: customer.user } },
      'GET /api/booking/customer': { body: [booking] },
      [icsRoute]: errorReply(404, 'NOT_FOUND', 'Booking not found'),
    });
    const downloads = watchDownloads();
    renderApp('/bookings/customer', { session: customer });
    const table = await screen.findByRole('table', { name: 'My bookings' });
    fireEvent.click(within(table).getByRole('button', { name: /Add to calendar/ }));
    expect(await screen.findByText('Booking not found')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
    expect(downloads.create).not.toHaveBeenCalled();
  });
});
