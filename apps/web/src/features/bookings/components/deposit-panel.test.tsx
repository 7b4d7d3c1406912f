import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { DEPOSIT_MESSAGES, type Booking } from '@studio-hive/domain';
import { createQueryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session-store';
import { Toasts } from '../../../lib/toast';
import { awaitingDepositFixture, echoRoomUpiUrl } from '../../../test/bookings';
import { mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { DepositPanel } from './deposit-panel';

// 11:48 in India on Tue 10 Mar 2026: 42 minutes before the deposit's 12:30 deadline.
const NOW = new Date('2026-03-10T06:18:00.000Z');
const customer = authResult('customer');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function renderPanel(booking: Booking, onChanged?: (booking: Booking) => void) {
  sessionStore.signIn(customer);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <DepositPanel booking={booking} onChanged={onChanged} />
      <Toasts />
    </QueryClientProvider>,
  );
}

const panel = () => within(screen.getByRole('region', { name: /^Pay the deposit/ }));

describe('the deposit panel', () => {
  it('shows the amount, the time left, the UPI link, its QR code and the reference', async () => {
    mockApi();
    const booking = awaitingDepositFixture();
    renderPanel(booking);
    expect(
      screen.getByRole('region', {
        name: 'Pay the deposit Echo Room · Thu, 12 Mar 2026 · 10:00 AM - 12:00 PM',
      }),
    ).toBeInTheDocument();
    expect(panel().getByText('₹1,200')).toBeInTheDocument();
    expect(panel().getByText('₹3,600 to pay at the studio')).toBeInTheDocument();
    expect(panel().getByRole('timer')).toHaveTextContent('Pay within 42 min');
    expect(panel().getByText('Pay by Tue, 10 Mar 2026, 12:30 PM IST')).toBeInTheDocument();

    const link = panel().getByRole('link', { name: DEPOSIT_MESSAGES.payWithUpiApp });
    expect(link).toHaveAttribute('href', booking.deposit!.upiUrl);
    expect(link).toHaveAttribute('href', echoRoomUpiUrl(1200, 'SH-7K2Q9'));

    // Drawn once the encoder has loaded, named for screen readers.
    const qr = await panel().findByRole('img', { name: 'QR code to pay ₹1,200 by UPI' });
    expect(qr).toBe(screen.getByTestId('deposit-qr'));
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);

    expect(panel().getByText('SH-7K2Q9')).toBeInTheDocument();
    expect(
      panel().getByRole('button', { name: 'Copy the reference SH-7K2Q9' }),
    ).toBeInTheDocument();
  });

  it('counts down each minute and says when the time to pay has passed', async () => {
    mockApi();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-03-10T06:57:30.000Z'));
    renderPanel(awaitingDepositFixture());
    expect(panel().getByRole('timer')).toHaveTextContent('Pay within 3 min');
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(panel().getByRole('timer')).toHaveTextContent('Pay within 2 min');
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(panel().getByRole('timer')).toHaveTextContent('Pay within 1 min');
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(panel().getByRole('timer')).toHaveTextContent('Time to pay has passed');
    // Nothing is left to pay with or to report.
    expect(panel().queryByRole('link', { name: DEPOSIT_MESSAGES.payWithUpiApp })).toBeNull();
    expect(panel().queryByLabelText(DEPOSIT_MESSAGES.utrLabel)).toBeNull();
  });

  it('reads hours and minutes from two hours on', () => {
    mockApi();
    renderPanel(awaitingDepositFixture({}, { payBy: '2026-03-10T08:23:00.000Z' }));
    expect(panel().getByRole('timer')).toHaveTextContent('Pay within 2 h 5 min');
  });

  it('checks the UTR before sending it, then shows the UTR reported', async () => {
    const booking = awaitingDepositFixture();
    const reported = awaitingDepositFixture(
      { _id: booking._id, decisionDueAt: '2026-03-11T06:20:00.000Z' },
      { utr: '412345678901', reportedAt: '2026-03-10T06:20:00.000Z' },
    );
    const api = mockApi({
      [`POST /api/booking/${booking._id}/deposit`]: { body: { booking: reported } },
    });
    const onChanged = vi.fn();
    const { rerender } = renderPanel(booking, onChanged);
    const user = userEvent.setup();
    const field = panel().getByLabelText(DEPOSIT_MESSAGES.utrLabel);

    await user.type(field, '41234567890');
    await user.click(panel().getByRole('button', { name: 'Send UTR' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(DEPOSIT_MESSAGES.utr));
    expect(api.sent(`POST /api/booking/${booking._id}/deposit`)).toHaveLength(0);

    // Spaces as a UPI app groups the digits are dropped.
    await user.clear(field);
    await user.type(field, '4123 4567 8901');
    await user.click(panel().getByRole('button', { name: 'Send UTR' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(reported));
    expect(api.sent(`POST /api/booking/${booking._id}/deposit`).map((r) => r.body)).toEqual([
      { utr: '412345678901' },
    ]);
    expect(await screen.findByText(DEPOSIT_MESSAGES.reported, { selector: '.Toastify *' }));

    // The screen shows the booking as the server answered.
    rerender(
      <QueryClientProvider client={createQueryClient()}>
        <DepositPanel booking={reported} onChanged={onChanged} />
      </QueryClientProvider>,
    );
    const status = panel().getByRole('status');
    expect(status).toHaveTextContent(`UTR 412345678901 reported.${DEPOSIT_MESSAGES.reported}`);
    expect(panel().queryByRole('timer')).toBeNull();
    expect(panel().queryByLabelText(DEPOSIT_MESSAGES.utrLabel)).toBeNull();
    // It may be corrected until the deadline.
    await user.click(panel().getByRole('button', { name: 'Correct the UTR' }));
    expect(panel().getByLabelText(DEPOSIT_MESSAGES.utrLabel)).toBeInTheDocument();
  });

  it('keeps the keyboard in the panel when the UTR is sent and when it is corrected', async () => {
    const booking = awaitingDepositFixture();
    const reported = awaitingDepositFixture(
      { _id: booking._id, decisionDueAt: '2026-03-11T06:20:00.000Z' },
      { utr: '412345678901', reportedAt: '2026-03-10T06:20:00.000Z' },
    );
    mockApi({ [`POST /api/booking/${booking._id}/deposit`]: { body: { booking: reported } } });
    // The panel shows the booking as the server answered, as its pages do.
    function Shown() {
      const [shown, setShown] = useState(booking);
      return <DepositPanel booking={shown} onChanged={setShown} />;
    }
    sessionStore.signIn(customer);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Shown />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(panel().getByLabelText(DEPOSIT_MESSAGES.utrLabel), '412345678901');
    await user.click(panel().getByRole('button', { name: 'Send UTR' }));

    // The form is gone: focus is on what replaced it, not lost to the page.
    const correct = await panel().findByRole('button', { name: 'Correct the UTR' });
    expect(correct).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(panel().getByLabelText(DEPOSIT_MESSAGES.utrLabel)).toHaveFocus();
  });

  it("shows the server's refusal beside the field", async () => {
    const booking = awaitingDepositFixture();
    mockApi({
      [`POST /api/booking/${booking._id}/deposit`]: {
        status: 409,
        body: { message: DEPOSIT_MESSAGES.notAwaiting, code: 'CONFLICT', requestId: 'r' },
      },
    });
    renderPanel(booking);
    const user = userEvent.setup();
    await user.type(panel().getByLabelText(DEPOSIT_MESSAGES.utrLabel), '412345678901');
    await user.click(panel().getByRole('button', { name: 'Send UTR' }));
    expect(await panel().findByRole('alert')).toHaveTextContent(DEPOSIT_MESSAGES.notAwaiting);
  });
});
