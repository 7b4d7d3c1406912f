import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STUDIO_MESSAGES, type StudioWithAvailability } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { stubConfirm } from '../../../test/confirm';
import { openStudioList, studioCardOf } from '../../../test/studio-list';
import { studioWithAvailabilityFixture } from '../../../test/studios';

const main = () => within(screen.getByRole('main'));
const owner = authResult('owner');

const openMyStudios = (studios: StudioWithAvailability[] | (() => StudioWithAvailability[])) =>
  openStudioList(
    {
      path: '/owner/studios',
      endpoint: '/api/owner/studios',
      heading: 'My Studios',
      session: owner,
    },
    studios,
  );

const heading = () => screen.findByRole('heading', { level: 1, name: 'My Studios' });

const cardOf = studioCardOf;

describe('my studios (owner)', () => {
  it('shows each studio with its status, city, rating and hourly price; Edit only when approved', async () => {
    await openMyStudios([
      studioWithAvailabilityFixture({
        _id: 's-approved',
        name: 'Echo Room',
        approved: true,
        pricePerHour: 1500,
        ratingSummary: { average: 4, count: 3 },
      }),
      studioWithAvailabilityFixture({
        _id: 's-pending',
        name: 'Vox Lab',
        approved: false,
        cardImages: [],
        location: { fullAddress: '1 Road', city: '', state: 'Delhi', pinCode: '110001' },
      }),
    ]);

    const approved = await cardOf('Echo Room');
    expect(approved.getByText('Approved')).toBeInTheDocument();
    expect(approved.getByText('Gurgaon')).toBeInTheDocument();
    expect(approved.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(approved.getByText('4.0')).toBeInTheDocument();
    expect(approved.getByText('(3 reviews)')).toBeInTheDocument();
    expect(approved.getByText('₹1,500')).toBeInTheDocument();
    expect(approved.getByText('per hour')).toBeInTheDocument();
    expect(approved.getByRole('img', { name: 'Photo of Echo Room' })).toBeInTheDocument();
    expect(approved.getByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      '/owner/studios/s-approved/edit',
    );

    const pending = await cardOf('Vox Lab');
    expect(pending.getByText('Pending')).toBeInTheDocument();
    expect(pending.getByText('Location not specified')).toBeInTheDocument();
    expect(pending.getByText('New')).toBeInTheDocument();
    expect(pending.queryByText(/0 reviews/)).not.toBeInTheDocument();
    expect(pending.getByText('No photo yet')).toBeInTheDocument();
    expect(pending.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(pending.getByRole('button', { name: /^Delete/ })).toBeInTheDocument();

    // In the page header (the sidebar has its own).
    const header = within(
      main().getByRole('heading', { level: 1, name: 'My Studios' }).parentElement!.parentElement!,
    );
    expect(header.getByRole('link', { name: 'Add Studio' })).toHaveAttribute(
      'href',
      '/owner/studios/new',
    );
  });

  it('says when changes to an approved studio await review, and which', async () => {
    const listed = studioWithAvailabilityFixture({ _id: 's-1', name: 'Echo Room' });
    await openMyStudios([
      {
        ...listed,
        pendingChange: {
          name: 'Echo Room Deluxe',
          description: listed.description,
          images: listed.images,
          cardImages: listed.cardImages,
          youtubeLinks: [],
          location: { ...listed.location, fullAddress: '14 MG Road' },
          submittedAt: '2026-02-01T05:00:00.000Z',
        },
      },
      studioWithAvailabilityFixture({ _id: 's-2', name: 'Vox Lab' }),
    ]);
    const card = await cardOf('Echo Room');
    expect(card.getByText('Changes awaiting review')).toBeInTheDocument();
    expect(
      card.getByText('The new name and address show once an admin approves them.'),
    ).toBeInTheDocument();
    expect((await cardOf('Vox Lab')).queryByText('Changes awaiting review')).toBeNull();
  });

  it('deletes a studio after the confirmation: toast, and the card leaves', async () => {
    let studios = [
      studioWithAvailabilityFixture({ _id: 's-1', name: 'Echo Room' }),
      studioWithAvailabilityFixture({ _id: 's-2', name: 'Vox Lab' }),
    ];
    const confirm = stubConfirm(true);
    const { api, user } = await openMyStudios(() => studios);
    api.on('DELETE /api/studio/s-1', () => {
      studios = studios.filter((s) => s._id !== 's-1');
      return { body: { message: 'Studio deleted successfully' } };
    });

    const card = await cardOf('Echo Room');
    await user.click(card.getByRole('button', { name: /^Delete/ }));

    expect(confirm).toHaveBeenCalledWith(STUDIO_MESSAGES.deleteConfirm);
    expect(await screen.findByText('Studio deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(main().queryByRole('heading', { name: 'Echo Room' })).not.toBeInTheDocument(),
    );
    expect(main().getByRole('heading', { name: 'Vox Lab' })).toBeInTheDocument();
    expect(api.sent('DELETE /api/studio/s-1')).toHaveLength(1);
  });

  it('deletes nothing when the confirmation is declined', async () => {
    stubConfirm(false);
    const { api, user } = await openMyStudios([
      studioWithAvailabilityFixture({ _id: 's-1', name: 'Echo Room' }),
    ]);
    const card = await cardOf('Echo Room');
    await user.click(card.getByRole('button', { name: /^Delete/ }));
    expect(api.sent('DELETE /api/studio/s-1')).toHaveLength(0);
    expect(main().getByRole('heading', { name: 'Echo Room' })).toBeInTheDocument();
  });

  it("toasts the server's message when the delete fails, and keeps the card", async () => {
    stubConfirm(true);
    const { api, user } = await openMyStudios([
      studioWithAvailabilityFixture({ _id: 's-1', name: 'Echo Room' }),
    ]);
    api.on(
      'DELETE /api/studio/s-1',
      errorReply(403, 'FORBIDDEN', 'Only the author can delete this studio.'),
    );
    const card = await cardOf('Echo Room');
    await user.click(card.getByRole('button', { name: /^Delete/ }));
    expect(await screen.findByText('Only the author can delete this studio.')).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Echo Room' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to delete studio' when the server says nothing", async () => {
    stubConfirm(true);
    const { api, user } = await openMyStudios([
      studioWithAvailabilityFixture({ _id: 's-1', name: 'Echo Room' }),
    ]);
    api.on('DELETE /api/studio/s-1', { status: 502, body: '<html>Bad gateway</html>' });
    const card = await cardOf('Echo Room');
    await user.click(card.getByRole('button', { name: /^Delete/ }));
    expect(await screen.findByText('Failed to delete studio')).toBeInTheDocument();
  });

  it('asks for one reason before cancelling the upcoming bookings, then deletes', async () => {
    let studios = [
      studioWithAvailabilityFixture({ _id: 's-1', name: 'Echo Room', upcomingBookings: 3 }),
    ];
    const confirm = stubConfirm(true);
    const { api, user } = await openMyStudios(() => studios);
    api.on('DELETE /api/studio/s-1', () => {
      studios = [];
      return { body: { message: 'Studio deleted successfully' } };
    });

    await user.click((await cardOf('Echo Room')).getByRole('button', { name: /^Delete/ }));
    expect(confirm).not.toHaveBeenCalled();
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Echo Room?' }));
    expect(
      dialog.getByText(
        'Deleting it cancels its 3 upcoming bookings and requests. Each customer is told at once, with your reason.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText(STUDIO_MESSAGES.deleteConfirm)).toBeInTheDocument();

    // The domain's check of the reason, before anything is sent.
    const send = dialog.getByRole('button', { name: 'Cancel bookings and delete' });
    await user.click(send);
    expect(dialog.getByLabelText('Reason for the customer')).toHaveAccessibleDescription(
      expect.stringContaining('Please give a reason for the customer.'),
    );
    await user.type(dialog.getByLabelText('Reason for the customer'), 'ok');
    await user.click(send);
    expect(dialog.getByLabelText('Reason for the customer')).toHaveAccessibleDescription(
      expect.stringContaining('The reason must be 3 to 500 characters.'),
    );
    expect(api.sent('DELETE /api/studio/s-1')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Reason for the customer'), ' — the studio is closing');
    await user.click(send);
    expect(await screen.findByText('Studio deleted successfully')).toBeInTheDocument();
    expect(api.sent('DELETE /api/studio/s-1')[0]?.body).toEqual({
      cancelReason: 'ok — the studio is closing',
    });
    await waitFor(() =>
      expect(main().queryByRole('heading', { name: 'Echo Room' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the studio when its bookings dialog is dismissed', async () => {
    const { api, user } = await openMyStudios([
      studioWithAvailabilityFixture({ _id: 's-1', name: 'Echo Room', upcomingBookings: 1 }),
    ]);
    await user.click((await cardOf('Echo Room')).getByRole('button', { name: /^Delete/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Echo Room?' }));
    expect(dialog.getByText(/cancels its upcoming booking or request\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep studio' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('DELETE /api/studio/s-1')).toHaveLength(0);
    expect(main().getByRole('heading', { name: 'Echo Room' })).toBeInTheDocument();
  });

  it('asks for the reason when a booking came in after the list was loaded (409)', async () => {
    let studios = [
      studioWithAvailabilityFixture({ _id: 's-1', name: 'Echo Room', upcomingBookings: 0 }),
    ];
    stubConfirm(true);
    const { api, user } = await openMyStudios(() => studios);
    const conflictMessage =
      'This studio has 2 upcoming bookings or requests. Give a reason for the customers to cancel them, then the studio is deleted.';
    api.on('DELETE /api/studio/s-1', () => {
      studios = [{ ...studios[0]!, upcomingBookings: 2 }];
      return errorReply(409, 'CONFLICT', conflictMessage);
    });

    await user.click((await cardOf('Echo Room')).getByRole('button', { name: /^Delete/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Echo Room?' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(conflictMessage);
    expect(screen.getAllByText(conflictMessage)).toHaveLength(1); // in the dialog, not in a toast
    // The list is asked for again and says how many there are now.
    expect(
      await dialog.findByText(/Deleting it cancels its 2 upcoming bookings and requests\./),
    ).toBeInTheDocument();
    expect(api.sent('DELETE /api/studio/s-1')[0]?.body).toBeUndefined();

    // Once more while the dialog is open: it stays, with the reason as typed.
    await user.type(dialog.getByLabelText('Reason for the customer'), 'The studio is closing');
    await user.click(dialog.getByRole('button', { name: 'Cancel bookings and delete' }));
    await waitFor(() => expect(api.sent('DELETE /api/studio/s-1')).toHaveLength(2));
    expect(api.sent('DELETE /api/studio/s-1')[1]?.body).toEqual({
      cancelReason: 'The studio is closing',
    });
    expect(await dialog.findByRole('alert')).toHaveTextContent(conflictMessage);
    expect(dialog.getByLabelText('Reason for the customer')).toHaveValue('The studio is closing');
    expect(main().getByRole('heading', { name: 'Echo Room' })).toBeInTheDocument();
  });

  it('shows the empty state with a link to add the first studio', async () => {
    await openMyStudios([]);
    expect(await main().findByRole('heading', { name: 'No Studios Yet' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Add Your First Studio' })).toHaveAttribute(
      'href',
      '/owner/studios/new',
    );
  });

  it('toasts and says so when the studios cannot be loaded', async () => {
    mockApi({
      'GET /api/user/me': { body: { user: owner.user } },
      'GET /api/owner/studios': errorReply(403, 'FORBIDDEN', 'Owners only.'),
    });
    renderApp('/owner/studios', { session: owner });
    await heading();
    expect(
      await main().findByText('Failed to load your studios. Please try again later.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to load studios')).toBeInTheDocument();
  });
});
