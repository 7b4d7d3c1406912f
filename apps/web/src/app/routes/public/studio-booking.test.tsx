import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DEPOSIT_MESSAGES, type Studio } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi, notFound } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { studioFixture } from '../../../test/studios';
import { awaitingDepositFixture, bookingFixture } from '../../../test/bookings';

/** Screens these tests pass through without looking at their data. */
const PASSED_THROUGH = notFound(
  'GET /api/review/studio/f3a1c2d4-0000-4000-8000-000000000001',
  'GET /api/review/studio/f3a1c2d4-0000-4000-8000-000000000002',
);

const ID = 'f3a1c2d4-0000-4000-8000-000000000002';
const customer = authResult('customer');
// 10:30 in India on March 10, 2026 (05:00 UTC): today's 9:00 and 10:00 have begun.
const NOW = new Date('2026-03-10T05:00:00.000Z');

const AVAILABILITY = [
  { date: '2026-03-10', hours: [9, 10, 11, 12, 15] },
  { date: '2026-03-11', hours: [9, 10, 11] },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

async function openStudio(
  overrides: Partial<Studio> = {},
  availability: unknown = AVAILABILITY,
  session = customer,
) {
  const api = mockApi({
    ...PASSED_THROUGH,
    'GET /api/user/me': { body: { user: session.user } },
    [`GET /api/studio/${ID}`]: {
      body: { studio: studioFixture({ _id: ID, name: 'Echo Room', ...overrides }) },
    },
    [`GET /api/availability/${ID}`]: { body: availability },
  });
  const view = renderApp(`/studios/${ID}`, { session });
  await screen.findByRole('heading', { level: 1, name: 'Echo Room' });
  return { ...view, api };
}

const booking = () => within(document.getElementById('booking')!);
const select = (name: string) => booking().getByRole('combobox', { name });
const optionTexts = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((o) => o.textContent);
const summary = () => booking().queryByRole('region', { name: 'Selection Summary' });

describe('slot picker', () => {
  it('offers only dates with free hours, and asks for a date first', async () => {
    await openStudio({}, [...AVAILABILITY, { date: '2026-03-12', hours: [] }]);
    expect(
      await booking().findByRole('heading', { name: 'Select Date & Time' }),
    ).toBeInTheDocument();
    expect(optionTexts('Choose Date')).toEqual([
      'Select an available date',
      'March 10, 2026',
      'March 11, 2026',
    ]);
    expect(
      booking().getByText('Please select a date to view available time slots.'),
    ).toBeInTheDocument();
    expect(booking().queryByRole('combobox', { name: 'Start Time' })).not.toBeInTheDocument();
    expect(summary()).not.toBeInTheDocument();
  });

  it("hides today's hours that have begun, then follows the clearing rules of docs/product.md#slot-picker", async () => {
    const { user } = await openStudio();
    await user.selectOptions(
      await booking().findByRole('combobox', { name: 'Choose Date' }),
      'March 10, 2026',
    );

    expect(optionTexts('Start Time')).toEqual(['Start time', '11:00 AM', '12:00 PM', '3:00 PM']);
    expect(optionTexts('Duration')).toEqual(['Select start time']);
    expect(select('Duration')).toBeDisabled();
    expect(booking().queryByRole('group', { name: 'Select Package' })).not.toBeInTheDocument();

    await user.selectOptions(select('Start Time'), '11:00 AM');
    // The run 11, 12 allows 1 or 2 hours; the first is chosen.
    expect(optionTexts('Duration')).toEqual(['1 hour', '2 hours']);
    expect(select('Duration')).toHaveValue('1');
    const packages = booking().getByRole('group', { name: 'Select Package' });
    expect(within(packages).getAllByRole('radio')).toHaveLength(3);
    expect(summary()).not.toBeInTheDocument();

    await user.click(within(packages).getByRole('radio', { name: /2 Cameras/ }));
    let box = within(summary()!);
    expect(box.getByText('March 10, 2026')).toBeInTheDocument();
    expect(box.getByText('11:00 AM - 12:00 PM')).toBeInTheDocument();
    expect(box.getByText('1 hour')).toBeInTheDocument();
    expect(box.getByText('2 Cameras')).toBeInTheDocument();
    expect(box.getByText('₹2,500')).toBeInTheDocument();

    // A new duration clears the package.
    await user.selectOptions(select('Duration'), '2 hours');
    expect(summary()).not.toBeInTheDocument();
    expect((booking().getByRole('radio', { name: /2 Cameras/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(booking().getByRole('radio', { name: /3 Cameras/ }));
    box = within(summary()!);
    expect(box.getByText('11:00 AM - 1:00 PM')).toBeInTheDocument();
    expect(box.getByText('₹7,000')).toBeInTheDocument();

    // A new start time clears the package and resets the duration.
    await user.selectOptions(select('Start Time'), '12:00 PM');
    expect(summary()).not.toBeInTheDocument();
    expect(optionTexts('Duration')).toEqual(['1 hour']);

    // A new date clears start, duration and package.
    await user.selectOptions(select('Choose Date'), 'March 11, 2026');
    expect(select('Start Time')).toHaveValue('');
    expect(optionTexts('Start Time')).toEqual(['Start time', '9:00 AM', '10:00 AM', '11:00 AM']);
    expect(optionTexts('Duration')).toEqual(['Select start time']);
    expect(booking().queryByRole('group', { name: 'Select Package' })).not.toBeInTheDocument();
  });

  it("says 'Not enough time' when the free run is shorter than the studio's minimum", async () => {
    const { user } = await openStudio({ minimumDurationHours: 2 });
    await user.selectOptions(
      await booking().findByRole('combobox', { name: 'Choose Date' }),
      'March 10, 2026',
    );
    await user.selectOptions(select('Start Time'), '3:00 PM');
    expect(optionTexts('Duration')).toEqual(['Not enough time']);
    expect(select('Duration')).toBeDisabled();
    await user.click(booking().getByRole('radio', { name: /1 Camera/ }));
    expect(summary()).not.toBeInTheDocument();

    await user.selectOptions(select('Start Time'), '11:00 AM');
    expect(optionTexts('Duration')).toEqual(['2 hours']);
  });

  it('offers nothing when no date has free hours', async () => {
    await openStudio({}, []);
    expect(await booking().findByText(/No open slots right now/)).toBeInTheDocument();
    expect(select('Choose Date')).toBeDisabled();
  });

  it("shows the studio's author a note instead of the booking form", async () => {
    const owner = authResult('owner');
    await openStudio({ author: owner.user._id }, AVAILABILITY, owner);
    expect(
      booking().getByText('This is your studio, so you cannot book it yourself.'),
    ).toBeInTheDocument();
    expect(booking().queryByRole('combobox')).not.toBeInTheDocument();
  });
});

const ADDONS: Studio['addons'] = [
  { key: 'mua', name: 'Makeup artist', description: '', price: 1500, maxQuantity: 2 },
  { key: 'edit', name: 'Editing', description: '', price: 400, maxQuantity: 0 },
];
const PACKAGES: Studio['packages'] = [
  { key: '1 Cam', name: '1 Camera', description: 'Basic single camera setup', price: 60000 },
];

async function toBookingStep(overrides: Partial<Studio> = {}) {
  const view = await openStudio({ addons: ADDONS, packages: PACKAGES, ...overrides });
  const { user } = view;
  await user.selectOptions(
    await booking().findByRole('combobox', { name: 'Choose Date' }),
    'March 10, 2026',
  );
  await user.selectOptions(select('Start Time'), '11:00 AM');
  await user.selectOptions(select('Duration'), '2 hours');
  await user.click(booking().getByRole('radio', { name: /1 Camera/ }));
  await user.click(booking().getByRole('button', { name: 'Continue to Add-ons & Booking' }));
  await booking().findByRole('heading', { name: 'Add-ons & Booking' });
  return view;
}

const priceRow = (label: string | RegExp) =>
  within(booking().getByRole('region', { name: 'Price' }))
    .getByText(label)
    .closest('div')!.textContent;

describe('add-ons and booking step', () => {
  it('bounds add-on quantities and adds them to the base price', async () => {
    const { user } = await toBookingStep();
    expect(
      (booking().getByRole('radio', { name: /Pay at Studio/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(priceRow(/^Base price/)).toBe('Base price (₹60,000 × 2 hours)₹1,20,000');
    expect(priceRow('Total')).toBe('Total₹1,20,000');

    const fewer = booking().getByRole('button', { name: 'Fewer Makeup artist' });
    const more = booking().getByRole('button', { name: 'More Makeup artist' });
    expect(fewer).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(more).toBeDisabled();
    const quantity = within(booking().getByRole('group', { name: 'Quantity of Makeup artist' }));
    expect(quantity.getByText('2')).toBeInTheDocument();

    // No usable max quantity: up to 10.
    const moreEditing = booking().getByRole('button', { name: 'More Editing' });
    for (let i = 0; i < 10; i += 1) await user.click(moreEditing);
    expect(moreEditing).toBeDisabled();

    expect(priceRow('Makeup artist × 2')).toBe('Makeup artist × 2₹3,000');
    expect(priceRow('Editing × 10')).toBe('Editing × 10₹4,000');
    expect(priceRow('Add-ons')).toBe('Add-ons₹7,000');
    expect(priceRow('Total')).toBe('Total₹1,27,000');

    await user.click(booking().getByRole('button', { name: 'Fewer Makeup artist' }));
    await user.click(booking().getByRole('button', { name: 'Fewer Makeup artist' }));
    expect(booking().queryByText('Makeup artist × 2')).not.toBeInTheDocument();
    expect(priceRow('Total')).toBe('Total₹1,24,000');
  });

  it("sends the booking, says 'Processing...' meanwhile, then confirms and opens My Bookings", async () => {
    const { api, user, router } = await toBookingStep();
    let respond: (reply: { status: number; body: unknown }) => void = () => {};
    api.on('POST /api/booking', () => new Promise((resolve) => (respond = resolve)));
    api.on('GET /api/booking/customer', { body: [] });

    await user.click(booking().getByRole('button', { name: 'More Makeup artist' }));
    expect(booking().getByRole('button', { name: 'Book Now' })).toHaveAccessibleDescription(
      'Free cancellation until 24 hours before the start',
    );
    await user.click(booking().getByRole('button', { name: 'Book Now' }));

    const busy = await booking().findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(api.sent('POST /api/booking').map((r) => r.body)).toEqual([
      {
        studio: ID,
        date: '2026-03-10',
        hours: [11, 12],
        packageKey: '1 Cam',
        addons: [{ key: 'mua', quantity: 1 }],
        totalPrice: 121500,
        paymentStatus: 'payAtStudio',
      },
    ]);

    respond({
      status: 201,
      body: {
        message: 'Booking confirmed successfully!',
        booking: bookingFixture({ totalPrice: 121500 }),
      },
    });
    expect(await screen.findByText('Booking confirmed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/customer'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Bookings' }),
    ).toBeInTheDocument();
  });

  it('at a studio that takes requests, sends a request and says what the server answered', async () => {
    const { api, user, router } = await toBookingStep({
      bookingMode: 'request',
      cancellationHours: 0,
    });
    const message =
      'Booking request sent! The studio will accept or decline it within 24 hours; until then the time is held for you.';
    api.on('POST /api/booking', {
      status: 201,
      body: {
        message,
        booking: bookingFixture({
          status: 'requested',
          decisionDueAt: '2026-03-11T05:00:00.000Z',
          cancellableUntil: '2026-03-10T05:30:00.000Z',
        }),
      },
    });
    api.on('GET /api/booking/customer', { body: [] });

    expect(booking().queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    const send = booking().getByRole('button', { name: 'Send Booking Request' });
    expect(send).toHaveAccessibleDescription(
      'No online cancellation: to cancel or change a booking, contact the studio. This sends a request: the studio accepts or declines it within 24 hours, and the time is held for you until then.',
    );
    await user.click(send);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.sent('POST /api/booking')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/customer'));
  });

  it('goes back to the picker with fresh hours when the slot was just taken', async () => {
    const { api, user } = await toBookingStep();
    api.on(
      'POST /api/booking',
      errorReply(409, 'CONFLICT', 'Sorry, that time was just booked by someone else.'),
    );
    api.on(`GET /api/availability/${ID}`, {
      body: [{ date: '2026-03-10', hours: [15] }, AVAILABILITY[1]],
    });
    const loadsBefore = api.sent(`GET /api/availability/${ID}`).length;

    await user.click(booking().getByRole('button', { name: 'Book Now' }));

    expect(
      await screen.findByText('Sorry, that time was just booked by someone else.'),
    ).toBeInTheDocument();
    expect(
      await booking().findByRole('heading', { name: 'Select Date & Time' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(optionTexts('Start Time')).toEqual(['Start time', '3:00 PM']));
    expect(api.sent(`GET /api/availability/${ID}`).length).toBeGreaterThan(loadsBefore);
    expect(select('Choose Date')).toHaveValue('2026-03-10');
    expect(summary()).not.toBeInTheDocument();
  });

  it("toasts 'Failed to create booking' when the server says nothing usable, and stays", async () => {
    const { api, user } = await toBookingStep();
    api.on('POST /api/booking', { status: 502, body: '<html>Bad gateway</html>' });
    await user.click(booking().getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Failed to create booking')).toBeInTheDocument();
    expect(booking().getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
  });

  it('goes back to the picker with the choice kept', async () => {
    const { user } = await toBookingStep();
    await user.click(booking().getByRole('button', { name: 'Change' }));
    expect(
      await booking().findByRole('heading', { name: 'Select Date & Time' }),
    ).toBeInTheDocument();
    expect(within(summary()!).getByText('11:00 AM - 1:00 PM')).toBeInTheDocument();
  });
});

describe('a price changed meanwhile', () => {
  it("shows the server's message and the studio's new price", async () => {
    const { api, user } = await toBookingStep();
    api.on(
      'POST /api/booking',
      errorReply(400, 'PRICE_MISMATCH', 'The price of this booking has changed.'),
    );
    api.on(`GET /api/studio/${ID}`, {
      body: {
        studio: studioFixture({
          _id: ID,
          name: 'Echo Room',
          addons: ADDONS,
          packages: [{ ...PACKAGES[0]!, price: 65000 }],
        }),
      },
    });
    await user.click(booking().getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('The price of this booking has changed.')).toBeInTheDocument();
    await waitFor(() => expect(priceRow('Total')).toBe('Total₹1,30,000'));
  });
});

describe('a studio that asks a deposit', () => {
  const DEPOSIT: Studio['deposit'] = { type: 'fixed', value: 1200, payWithinMinutes: 60 };

  it('says the deposit the total asks and its refund rule, then shows the panel to pay it', async () => {
    const { api, user, router } = await toBookingStep({ deposit: DEPOSIT });
    // The session starts at 11:00, half an hour from now: the deposit is due by then, not in 60.
    const terms =
      'A deposit of ₹1,200 by UPI holds this booking; pay within 30 minutes. Free cancellation until 24 hours before the start Cancel up to 24 hours before the start for a full refund of the deposit; after that it is not refunded.';
    expect(booking().getByRole('button', { name: 'Book Now' })).toHaveAccessibleDescription(terms);
    expect(
      booking().getByText('The deposit by UPI once you book, the rest at the studio.'),
    ).toBeInTheDocument();

    const held = awaitingDepositFixture(
      { studio: { _id: ID, name: 'Echo Room', location: { city: 'Gurgaon', fullAddress: null } } },
      { payBy: '2026-03-10T05:30:00.000Z' },
    );
    api.on('POST /api/booking', {
      status: 201,
      body: { message: DEPOSIT_MESSAGES.asked, booking: held },
    });
    await user.click(booking().getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByText(DEPOSIT_MESSAGES.asked)).toBeInTheDocument();
    // Not the plain confirmation: the page stays, with how to pay.
    const panel = within(await screen.findByRole('region', { name: /^Pay the deposit/ }));
    expect(router.state.location.pathname).toBe(`/studios/${ID}`);
    // The button pressed is gone: keyboard and screen reader users are taken to the panel.
    await waitFor(() =>
      expect(panel.getByRole('heading', { name: 'Pay the deposit' })).toHaveFocus(),
    );
    expect(panel.getByText('₹1,200')).toBeInTheDocument();
    expect(panel.getByRole('timer')).toHaveTextContent('Pay within 30 min');
    expect(panel.getByRole('link', { name: DEPOSIT_MESSAGES.payWithUpiApp })).toHaveAttribute(
      'href',
      held.deposit!.upiUrl,
    );
    expect(
      await panel.findByRole('img', { name: 'QR code to pay ₹1,200 by UPI' }),
    ).toBeInTheDocument();
    expect(panel.getByText('SH-7K2Q9')).toBeInTheDocument();

    // The UTR reported there shows there.
    const reported = { ...held, deposit: { ...held.deposit!, utr: '412345678901' } };
    api.on(`POST /api/booking/${held._id}/deposit`, { body: { booking: reported } });
    await user.type(panel.getByLabelText(DEPOSIT_MESSAGES.utrLabel), '412345678901');
    await user.click(panel.getByRole('button', { name: 'Send UTR' }));
    await waitFor(() =>
      expect(panel.getByRole('status')).toHaveTextContent('UTR 412345678901 reported.'),
    );
    api.on('GET /api/booking/customer', { body: [] });
    await user.click(screen.getByRole('link', { name: 'Go to My Bookings' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Bookings' }),
    ).toBeInTheDocument();
  });

  it('holds the booking for a percentage of its total, even at a studio on request', async () => {
    // 8:30 in India: the session at 11:00 leaves the studio's whole two hours to pay.
    vi.setSystemTime(new Date('2026-03-10T03:00:00.000Z'));
    await toBookingStep({
      bookingMode: 'request',
      deposit: { type: 'percent', value: 25, payWithinMinutes: 120 },
    });
    // 25% of ₹1,20,000; a deposit holds the booking, so no request is sent.
    expect(
      booking().getByText('A deposit of ₹30,000 by UPI holds this booking; pay within 2 hours.'),
    ).toBeInTheDocument();
    expect(booking().getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(booking().queryByText(/This sends a request/)).not.toBeInTheDocument();
  });
});
