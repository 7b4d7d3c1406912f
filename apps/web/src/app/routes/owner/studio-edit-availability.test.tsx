import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routeXhrThroughFetch } from '../../../test/xhr-over-fetch';
import {
  atNow,
  generateSlots,
  main,
  openLoadedEdit,
  ownerApi,
  section,
  STUDIO_ID,
  studio,
  updated,
} from '../../../test/edit-studio';

// Manage Availability: generated days, booked and requested hours, removed days and opening hours.
atNow();

describe('Edit Studio: availability', () => {
  it('merges generated days by date with its own toast', async () => {
    ownerApi(studio());
    const { user } = await openLoadedEdit();
    await generateSlots(user, '2026-02-02', '2026-02-03');

    expect(
      await screen.findByText('Generated or updated 2 days of availability.'),
    ).toBeInTheDocument();
    const day = within(main().getByRole('group', { name: 'February 2, 2026' }));
    expect(day.getByRole('button', { name: '10:00 AM' })).toHaveAttribute('aria-pressed', 'true');
    expect(day.getAllByRole('button', { pressed: true })).toHaveLength(9);
    expect(main().getByRole('group', { name: 'February 3, 2026' })).toBeInTheDocument();
  });

  it('marks the hours an imported calendar has busy, which the owner may still switch', async () => {
    ownerApi(
      studio({
        availability: [
          {
            date: '2026-02-02',
            slots: [
              { hour: 9, isAvailable: true, busy: ['Airbnb', 'Google'] },
              { hour: 10, isAvailable: true },
              { hour: 11, isAvailable: false, busy: ['Airbnb'] },
            ],
          },
        ],
      }),
    );
    const { user } = await openLoadedEdit();
    const day = within(main().getByRole('group', { name: 'February 2, 2026' }));
    expect(day.getByText('1 of 3 hours available · 1 busy')).toBeInTheDocument();
    const busy = day.getByRole('button', { name: '9:00 AM Busy in Airbnb, Google' });
    expect(busy).toBeEnabled();
    expect(busy).toHaveAttribute('aria-pressed', 'true');
    await user.click(busy);
    expect(busy).toHaveAttribute('aria-pressed', 'false');
    expect(day.getByRole('button', { name: '11:00 AM Busy in Airbnb' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('marks booked and requested hours, which stay open, and keeps their day', async () => {
    const api = ownerApi(
      studio({
        availability: [
          {
            date: '2026-02-02',
            slots: [
              { hour: 9, isAvailable: true, held: 'confirmed' },
              { hour: 10, isAvailable: true, held: 'requested' },
              { hour: 11, isAvailable: true },
              { hour: 12, isAvailable: false },
            ],
          },
          { date: '2026-02-03', slots: [{ hour: 9, isAvailable: true }] },
        ],
      }),
      { [`PUT /api/studio/${STUDIO_ID}`]: updated() },
    );
    routeXhrThroughFetch();
    const { user } = await openLoadedEdit();

    const availability = section('Manage Availability');
    expect(
      availability.getByText('2 days · 2 hours available · 1 booked · 1 requested'),
    ).toBeInTheDocument();
    const day = within(main().getByRole('group', { name: 'February 2, 2026' }));
    expect(day.getByText('1 of 4 hours available · 1 booked · 1 requested')).toBeInTheDocument();

    const booked = day.getByRole('button', { name: '9:00 AM Booked' });
    const requested = day.getByRole('button', { name: '10:00 AM Requested' });
    for (const hour of [booked, requested]) {
      expect(hour).toBeDisabled();
      expect(hour).toHaveAttribute('aria-pressed', 'true');
      expect(hour).toHaveAccessibleDescription(
        'This hour is booked or requested, so it stays open. Cancel the booking to free it.',
      );
    }
    await user.click(booked);
    expect(booked).toHaveAttribute('aria-pressed', 'true');
    // The free hours still switch.
    await user.click(day.getByRole('button', { name: '11:00 AM' }));
    expect(day.getByRole('button', { name: '11:00 AM' })).toHaveAttribute('aria-pressed', 'false');

    const remove = day.getByRole('button', { name: 'Remove day February 2, 2026' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      'This day has booked or requested hours, so it stays in the list.',
    );
    // A day nobody holds goes as before.
    const free = within(main().getByRole('group', { name: 'February 3, 2026' }));
    expect(free.getByRole('button', { name: 'Remove day February 3, 2026' })).toBeEnabled();
    expect(free.queryByText(/stays in the list/)).not.toBeInTheDocument();

    // Regenerating the day keeps its held hours.
    await generateSlots(user, '2026-02-02', '2026-02-02');
    expect(
      await screen.findByText('Generated or updated 1 days of availability.'),
    ).toBeInTheDocument();
    const regenerated = within(main().getByRole('group', { name: 'February 2, 2026' }));
    expect(regenerated.getByRole('button', { name: '9:00 AM Booked' })).toBeDisabled();
    expect(regenerated.getByRole('button', { name: '10:00 AM Requested' })).toBeDisabled();

    await user.click(main().getByRole('button', { name: 'Update Studio' }));
    await waitFor(() => expect(api.sent(`PUT /api/studio/${STUDIO_ID}`)).toHaveLength(1));
    const body = api.sent(`PUT /api/studio/${STUDIO_ID}`)[0]?.body as FormData;
    const [sentDay] = JSON.parse(String(body.get('availability'))) as {
      slots: { hour: number; isAvailable: boolean }[];
    }[];
    expect(sentDay?.slots.filter((slot) => slot.hour < 11)).toEqual([
      expect.objectContaining({ hour: 9, isAvailable: true }),
      expect.objectContaining({ hour: 10, isAvailable: true }),
    ]);
  });

  it('sends a removed day as a day without hours, since days left out stay (decision 027)', async () => {
    const api = ownerApi(
      studio({
        availability: [
          { date: '2026-02-02', slots: [{ hour: 9, isAvailable: true }] },
          { date: '2026-02-03', slots: [{ hour: 9, isAvailable: true }] },
        ],
      }),
      { [`PUT /api/studio/${STUDIO_ID}`]: updated() },
    );
    routeXhrThroughFetch();
    const { user } = await openLoadedEdit();
    await user.click(main().getByRole('button', { name: 'Remove day February 3, 2026' }));
    expect(main().queryByRole('group', { name: 'February 3, 2026' })).not.toBeInTheDocument();

    await user.click(main().getByRole('button', { name: 'Update Studio' }));
    await waitFor(() => expect(api.sent(`PUT /api/studio/${STUDIO_ID}`)).toHaveLength(1));
    const body = api.sent(`PUT /api/studio/${STUDIO_ID}`)[0]?.body as FormData;
    expect(JSON.parse(String(body.get('availability')))).toEqual([
      { date: '2026-02-02', slots: [{ hour: 9, isAvailable: true }] },
      { date: '2026-02-03', slots: [] },
    ]);
  });

  it('sends only the hours within changed opening hours, and the held ones (decision 027)', async () => {
    const api = ownerApi(
      studio({
        availability: [
          {
            date: '2026-02-02',
            slots: [
              { hour: 9, isAvailable: true, held: 'confirmed' },
              { hour: 10, isAvailable: true },
              { hour: 11, isAvailable: true },
            ],
          },
        ],
      }),
      { [`PUT /api/studio/${STUDIO_ID}`]: updated() },
    );
    routeXhrThroughFetch();
    const { user } = await openLoadedEdit();
    await user.selectOptions(main().getByLabelText('Opening Time'), '11:00 AM');
    await user.click(main().getByRole('button', { name: 'Update Studio' }));
    await waitFor(() => expect(api.sent(`PUT /api/studio/${STUDIO_ID}`)).toHaveLength(1));
    const body = api.sent(`PUT /api/studio/${STUDIO_ID}`)[0]?.body as FormData;
    expect(JSON.parse(String(body.get('availability')))).toEqual([
      {
        date: '2026-02-02',
        slots: [
          { hour: 9, isAvailable: true, held: 'confirmed' },
          { hour: 11, isAvailable: true },
        ],
      },
    ]);
  });
});
