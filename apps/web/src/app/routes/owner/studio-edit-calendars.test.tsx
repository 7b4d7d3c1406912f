import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  IMPORTED_CALENDAR_MESSAGES as M,
  type ImportedCalendar,
  type ImportedCalendarRequest,
} from '@studio-hive/domain';
import { stubConfirm } from '../../../test/confirm';
import { errorReply } from '../../../test/mock-api';
import {
  atNow,
  main,
  openLoadedEdit,
  ownerApi,
  STUDIO_ID,
  studio,
} from '../../../test/edit-studio';

// The studio's Calendars card on Edit Studio (docs/product.md#calendars): the linked calendars
// as the API lists them, Sync now, Remove and the add form.
atNow();

const CALENDARS = `/api/studio/${STUDIO_ID}/calendars`;

function calendar(overrides: Partial<ImportedCalendar> = {}): ImportedCalendar {
  return {
    _id: '00000000-0000-4000-8000-0000000ca001',
    label: 'Airbnb',
    url: 'www.airbnb.com/calendar/ical/123…',
    status: 'ok',
    error: null,
    // 11:30 in India on 1 February 2026.
    lastSyncedAt: '2026-02-01T06:00:00.000Z',
    busyHours: 12,
    conflicts: [],
    ...overrides,
  };
}

const card = () => within(main().getByRole('region', { name: 'Calendars' }));
const item = (label: string) => within(card().getByRole('article', { name: label }));

/** Edit Studio, once the form and the Calendars card have loaded. */
async function openCard() {
  const view = await openLoadedEdit();
  await waitFor(() => expect(card().queryByRole('status')).not.toBeInTheDocument());
  return view;
}

describe('the Calendars card', () => {
  it('lists each calendar: label, address start, whether it reads, last sync, busy hours, why and overlaps', async () => {
    ownerApi(studio(), {
      [`GET ${CALENDARS}`]: {
        body: [
          calendar({
            conflicts: [{ bookingId: 'b1', date: '2026-02-03', hours: [10, 11] }],
          }),
          calendar({
            _id: '00000000-0000-4000-8000-0000000ca002',
            label: 'WhatsApp bookings',
            url: 'calendar.google.com/calendar/ical/abc…',
            status: 'error',
            error: 'The calendar address answered 404',
            busyHours: 1,
          }),
        ],
      },
    });
    await openCard();
    const airbnb = item('Airbnb');
    expect(airbnb.getByText('www.airbnb.com/calendar/ical/123…')).toBeInTheDocument();
    expect(airbnb.getByText('Synced')).toBeInTheDocument();
    expect(
      airbnb.getByText('Last synced Sun, 1 Feb 2026, 11:30 AM IST · 12 busy hours ahead'),
    ).toBeInTheDocument();
    expect(
      airbnb.getByText('Busy during bookings you confirmed here (nothing was cancelled):'),
    ).toBeInTheDocument();
    expect(airbnb.getByText('Tue, 3 Feb 2026 · 10:00 AM - 12:00 PM')).toBeInTheDocument();

    const failing = item('WhatsApp bookings');
    expect(failing.getByText('Cannot be read')).toBeInTheDocument();
    expect(failing.getByText(/1 busy hour ahead$/)).toBeInTheDocument();
    expect(failing.getByText('The calendar address answered 404.')).toBeInTheDocument();
    expect(
      failing.getByText(/Its last busy hours stay until it can be read again\./),
    ).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Sync now WhatsApp bookings' })).toBeEnabled();
  });

  it('adds a calendar: checks the address as the API does, sends it, lists it and says so', async () => {
    const added = calendar({ label: 'Google', url: 'calendar.google.com/calendar/ical/abc…' });
    const api = ownerApi(studio(), {
      [`POST ${CALENDARS}`]: { status: 201, body: { calendar: added } },
    });
    const { user } = await openCard();
    expect(card().getByText('No calendars linked yet.')).toBeInTheDocument();

    await user.type(card().getByLabelText('Calendar address'), 'ftp://example.com/cal.ics');
    await user.click(card().getByRole('button', { name: 'Add calendar' }));
    expect(await card().findByText(M.invalidAddress)).toBeInTheDocument();
    expect(card().getByText(M.labelRequired)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    const address = card().getByLabelText('Calendar address');
    await user.clear(address);
    await user.type(address, ' webcal://calendar.google.com/calendar/ical/abc/basic.ics ');
    await user.type(card().getByLabelText('Label'), 'Google');
    await user.click(card().getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText(M.added)).toBeInTheDocument();
    expect(item('Google').getByText('calendar.google.com/calendar/ical/abc…')).toBeInTheDocument();
    const sent = api.requests.find((r) => r.method === 'POST' && r.path === CALENDARS);
    expect(sent?.body).toEqual<ImportedCalendarRequest>({
      url: 'webcal://calendar.google.com/calendar/ical/abc/basic.ics',
      label: 'Google',
    });
    expect(card().getByLabelText('Calendar address')).toHaveValue('');
  });

  it("shows the server's refusal under the address, and a calendar added unread as such", async () => {
    const refusal = 'The calendar address leads to a private or local network';
    let attempts = 0;
    ownerApi(studio(), {
      [`POST ${CALENDARS}`]: () => {
        attempts += 1;
        return attempts === 1
          ? errorReply(400, 'VALIDATION', refusal, { url: refusal })
          : {
              status: 201,
              body: {
                calendar: calendar({ status: 'error', error: 'This is not an iCalendar file' }),
              },
            };
      },
    });
    const { user } = await openCard();
    await user.type(card().getByLabelText('Calendar address'), 'http://intranet.example/cal.ics');
    await user.type(card().getByLabelText('Label'), 'Office');
    await user.click(card().getByRole('button', { name: 'Add calendar' }));
    const address = card().getByLabelText('Calendar address');
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(expect.stringContaining(refusal)),
    );

    await user.click(card().getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText(M.addedUnread)).toBeInTheDocument();
    expect(item('Airbnb').getByText('Cannot be read')).toBeInTheDocument();
  });

  it('syncs a calendar now and removes one after asking', async () => {
    const api = ownerApi(studio(), {
      [`GET ${CALENDARS}`]: { body: [calendar()] },
      [`POST ${CALENDARS}/${calendar()._id}/sync`]: {
        body: { calendar: calendar({ busyHours: 3, lastSyncedAt: '2026-02-01T06:25:00.000Z' }) },
      },
      [`DELETE ${CALENDARS}/${calendar()._id}`]: { body: { message: M.removed } },
    });
    const { user } = await openCard();
    await user.click(item('Airbnb').getByRole('button', { name: 'Sync now Airbnb' }));
    expect(await screen.findByText(M.synced)).toBeInTheDocument();
    expect(
      item('Airbnb').getByText('Last synced Sun, 1 Feb 2026, 11:55 AM IST · 3 busy hours ahead'),
    ).toBeInTheDocument();

    const confirm = stubConfirm(false);
    await user.click(item('Airbnb').getByRole('button', { name: 'Remove Airbnb' }));
    expect(confirm).toHaveBeenCalledWith(M.removeConfirm);
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    stubConfirm(true);
    await user.click(item('Airbnb').getByRole('button', { name: 'Remove Airbnb' }));
    expect(await screen.findByText(M.removed)).toBeInTheDocument();
    expect(card().queryByRole('article')).not.toBeInTheDocument();
    expect(card().getByText('No calendars linked yet.')).toBeInTheDocument();
  });

  it('offers no form once 5 calendars are linked', async () => {
    ownerApi(studio(), {
      [`GET ${CALENDARS}`]: {
        body: [1, 2, 3, 4, 5].map((n) =>
          calendar({ _id: `00000000-0000-4000-8000-0000000ca00${n}`, label: `Calendar ${n}` }),
        ),
      },
    });
    await openCard();
    expect(await card().findByText(M.tooMany)).toBeInTheDocument();
    expect(card().queryByLabelText('Calendar address')).not.toBeInTheDocument();
    expect(card().getAllByRole('article')).toHaveLength(5);
  });
});
