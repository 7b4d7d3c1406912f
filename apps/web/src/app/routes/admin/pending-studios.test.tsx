import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  STUDIO_MESSAGES,
  STUDIO_REVIEW_MESSAGES,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { stubConfirm } from '../../../test/confirm';
import { openStudioList, studioCardOf } from '../../../test/studio-list';
import { studioWithAvailabilityFixture } from '../../../test/studios';

const main = () => within(screen.getByRole('main'));
const admin = authResult('admin');

const openPending = (
  studios: StudioWithAvailability[] | (() => StudioWithAvailability[]),
  changes: StudioWithAvailability[] | (() => StudioWithAvailability[]) = [],
) =>
  openStudioList(
    {
      path: '/admin/studios/pending',
      endpoint: '/api/admin/studios/pending',
      heading: 'Pending Studio Approvals',
      session: admin,
      handlers: {
        'GET /api/admin/studios/changes': () => ({
          body: typeof changes === 'function' ? changes() : changes,
        }),
      },
    },
    studios,
  );

const heading = () => screen.findByRole('heading', { level: 1, name: 'Pending Studio Approvals' });

const cardOf = studioCardOf;

describe('pending studio approvals (admin)', () => {
  it('shows what an admin needs to decide', async () => {
    await openPending([
      studioWithAvailabilityFixture({
        _id: 's-1',
        name: 'Echo Room',
        approved: false,
        // 20:00 UTC is already the next day in India.
        createdAt: '2026-03-04T20:00:00.000Z',
        operationalHours: { start: 10, end: 22 },
        description: 'Two booths and a green room.',
        pricePerHour: 1500,
        addons: [
          { key: 'mua', name: 'Makeup artist', description: '', price: 2000, maxQuantity: 2 },
        ],
        equipments: ['Microphone (XLR)', 'Teleprompter rig'],
      }),
    ]);

    const card = await cardOf('Echo Room');
    expect(card.getByText('Gurgaon, Haryana')).toBeInTheDocument();
    expect(card.getByText('Submitted on Mar 5, 2026')).toBeInTheDocument();
    expect(card.getByText('10:00 AM - 10:00 PM')).toBeInTheDocument();
    expect(card.getByText('Two booths and a green room.')).toBeInTheDocument();
    expect(card.getByText('₹1,500 per hour')).toBeInTheDocument();
    expect(card.getByText('1 Camera')).toBeInTheDocument();
    expect(card.getByText('2 Cameras')).toBeInTheDocument();
    expect(card.getByText('₹3,500/hour')).toBeInTheDocument();
    expect(card.getByText('Makeup artist')).toBeInTheDocument();
    expect(card.getByText(/max 2/)).toBeInTheDocument();
    expect(card.getByText('Teleprompter rig')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Photo of Echo Room' })).toBeInTheDocument();
  });

  it('approves a studio: toast, and the card leaves the list', async () => {
    let studios = [
      studioWithAvailabilityFixture({ _id: 's-1', name: 'Echo Room', approved: false }),
      studioWithAvailabilityFixture({ _id: 's-2', name: 'Vox Lab', approved: false }),
    ];
    const { api, user } = await openPending(() => studios);
    api.on('PUT /api/admin/studios/s-1/approve', () => {
      const [approved] = studios.filter((s) => s._id === 's-1');
      studios = studios.filter((s) => s._id !== 's-1');
      return { body: { studio: { ...approved, approved: true }, message: 'Studio approved' } };
    });

    const card = await cardOf('Echo Room');
    await user.click(card.getByRole('button', { name: /^Approve/ }));

    expect(await screen.findByText('Studio approved successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(main().queryByRole('heading', { name: 'Echo Room' })).not.toBeInTheDocument(),
    );
    expect(main().getByRole('heading', { name: 'Vox Lab' })).toBeInTheDocument();
  });

  it('denies a studio after the confirmation: toast, and the card leaves the list', async () => {
    let studios = [
      studioWithAvailabilityFixture({ _id: 's-1', name: 'Echo Room', approved: false }),
    ];
    const confirm = stubConfirm(true);
    const { api, user } = await openPending(() => studios);
    api.on('DELETE /api/admin/studios/s-1/deny', () => {
      studios = [];
      return { body: { message: 'Studio denied' } };
    });

    const card = await cardOf('Echo Room');
    await user.click(card.getByRole('button', { name: /^Deny/ }));

    expect(confirm).toHaveBeenCalledWith(STUDIO_MESSAGES.denyConfirm);
    expect(await screen.findByText('Studio denied and removed successfully')).toBeInTheDocument();
    expect(await main().findByRole('heading', { name: 'No Pending Studios' })).toBeInTheDocument();
  });

  it('sends no body without a reason, and the typed reason with one', async () => {
    const confirm = stubConfirm(true);
    const { api, user } = await openPending([
      studioWithAvailabilityFixture({ _id: 's-1', name: 'Echo Room', approved: false }),
      studioWithAvailabilityFixture({ _id: 's-2', name: 'Vox Lab', approved: false }),
    ]);
    api.on('DELETE /api/admin/studios/s-1/deny', { body: { message: 'Studio denied' } });
    api.on('DELETE /api/admin/studios/s-2/deny', { body: { message: 'Studio denied' } });

    await user.click((await cardOf('Echo Room')).getByRole('button', { name: /^Deny/ }));
    await waitFor(() => expect(api.sent('DELETE /api/admin/studios/s-1/deny')).toHaveLength(1));
    expect(api.sent('DELETE /api/admin/studios/s-1/deny')[0]!.body).toBeUndefined();

    const card = await cardOf('Vox Lab');
    await user.type(
      card.getByRole('textbox', { name: 'Reason for denying (optional)' }),
      '  Photos are blurry. ',
    );
    await user.click(card.getByRole('button', { name: /^Deny/ }));
    await waitFor(() => expect(api.sent('DELETE /api/admin/studios/s-2/deny')).toHaveLength(1));
    expect(api.sent('DELETE /api/admin/studios/s-2/deny')[0]!.body).toEqual({
      reason: 'Photos are blurry.',
    });
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('says what is wrong with a reason too short, before asking or sending', async () => {
    const confirm = stubConfirm(true);
    const { api, user } = await openPending([
      studioWithAvailabilityFixture({ _id: 's-1', name: 'Echo Room', approved: false }),
    ]);
    const card = await cardOf('Echo Room');
    const field = card.getByRole('textbox', { name: 'Reason for denying (optional)' });
    await user.type(field, 'no');
    await user.click(card.getByRole('button', { name: /^Deny/ }));
    expect(card.getByText(STUDIO_REVIEW_MESSAGES.reasonTooShort)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).not.toHaveBeenCalled();
    expect(api.sent('DELETE /api/admin/studios/s-1/deny')).toHaveLength(0);
  });

  it('denies nothing when the confirmation is declined', async () => {
    stubConfirm(false);
    const { api, user } = await openPending([
      studioWithAvailabilityFixture({ _id: 's-1', name: 'Echo Room', approved: false }),
    ]);
    const card = await cardOf('Echo Room');
    await user.click(card.getByRole('button', { name: /^Deny/ }));
    expect(api.sent('DELETE /api/admin/studios/s-1/deny')).toHaveLength(0);
  });

  it("toasts the server's message, or the fallback, when a decision fails; the card stays", async () => {
    stubConfirm(true);
    const { api, user } = await openPending([
      studioWithAvailabilityFixture({ _id: 's-1', name: 'Echo Room', approved: false }),
    ]);
    api.on('PUT /api/admin/studios/s-1/approve', errorReply(404, 'NOT_FOUND', 'Studio not found'));
    api.on('DELETE /api/admin/studios/s-1/deny', { status: 502, body: '<html></html>' });

    const card = await cardOf('Echo Room');
    await user.click(card.getByRole('button', { name: /^Approve/ }));
    expect(await screen.findByText('Studio not found')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: /^Deny/ }));
    expect(await screen.findByText('Failed to deny studio')).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Echo Room' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    await openPending([]);
    expect(await main().findByRole('heading', { name: 'No Pending Studios' })).toBeInTheDocument();
  });

  it('toasts and says so when the list cannot be loaded', async () => {
    mockApi({
      'GET /api/user/me': { body: { user: admin.user } },
      'GET /api/admin/studios/pending': errorReply(403, 'FORBIDDEN', 'Admins only.'),
      'GET /api/admin/studios/changes': { body: [] },
    });
    renderApp('/admin/studios/pending', { session: admin });
    await heading();
    expect(
      await main().findByText('Failed to load pending studios. Please try again later.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to load pending studios')).toBeInTheDocument();
  });
});

describe('changes to listed studios (admin)', () => {
  const SUBMITTED_AT = '2026-03-04T09:30:00.000Z';
  const changed = () =>
    studioWithAvailabilityFixture({
      _id: 's-9',
      name: 'Echo Room',
      description: 'Two booths.',
      images: ['/uploads/s-9/1.webp', '/uploads/s-9/2.webp'],
      cardImages: ['/uploads/s-9/1-card.webp', '/uploads/s-9/2-card.webp'],
      pendingChange: {
        name: 'Echo Room Deluxe',
        description: 'Two booths.',
        images: ['/uploads/s-9/2.webp', '/uploads/s-9/3.webp'],
        cardImages: ['/uploads/s-9/2-card.webp', '/uploads/s-9/3-card.webp'],
        youtubeLinks: [],
        location: {
          fullAddress: '12 MG Road',
          city: 'Noida',
          state: 'Uttar Pradesh',
          pinCode: '201301',
        },
        submittedAt: SUBMITTED_AT,
      },
    });

  it('shows each changed fact as listed and as changed, the new and removed photos', async () => {
    await openPending([], [changed()]);
    const card = await cardOf('Echo Room');
    expect(card.getByText('Changes awaiting review')).toBeInTheDocument();
    expect(card.getByText('Echo Room Deluxe')).toBeInTheDocument();
    expect(card.getByText('12 MG Road, Gurgaon, Haryana, 122001')).toBeInTheDocument();
    expect(card.getByText('12 MG Road, Noida, Uttar Pradesh, 201301')).toBeInTheDocument();
    // The description did not change: not shown as a change.
    expect(card.queryByText('Two booths.')).not.toBeInTheDocument();
    expect(card.getByRole('img', { name: 'New photo 1 of Echo Room' })).toHaveAttribute(
      'src',
      expect.stringContaining('/uploads/s-9/3-card.webp'),
    );
    expect(card.getByRole('img', { name: 'Removed photo 1 of Echo Room' })).toHaveAttribute(
      'src',
      expect.stringContaining('/uploads/s-9/1-card.webp'),
    );
  });

  it('approves the change it showed: toast, and the card leaves the list', async () => {
    let changes = [changed()];
    const { api, user } = await openPending([], () => changes);
    api.on('PUT /api/admin/studios/s-9/changes/approve', () => {
      changes = [];
      return { body: { studio: { ...changed(), pendingChange: null }, message: 'ok' } };
    });
    const card = await cardOf('Echo Room');
    await user.click(card.getByRole('button', { name: /^Approve changes/ }));
    expect(await screen.findByText('Studio changes approved and now live')).toBeInTheDocument();
    expect(api.sent('PUT /api/admin/studios/s-9/changes/approve')[0]!.body).toEqual({
      submittedAt: SUBMITTED_AT,
    });
    expect(await main().findByText('No studio changes are waiting for review.')).toBeVisible();
  });

  it('rejects with the typed reason after the confirmation', async () => {
    const confirm = stubConfirm(true);
    const { api, user } = await openPending([], [changed()]);
    api.on('DELETE /api/admin/studios/s-9/changes/reject', { body: { message: 'ok' } });
    const card = await cardOf('Echo Room');
    await user.type(
      card.getByRole('textbox', { name: 'Reason for rejecting (optional)' }),
      'Photos of another venue.',
    );
    await user.click(card.getByRole('button', { name: /^Reject changes/ }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(await screen.findByText('Studio changes rejected')).toBeInTheDocument();
    expect(api.sent('DELETE /api/admin/studios/s-9/changes/reject')[0]!.body).toEqual({
      reason: 'Photos of another venue.',
    });
  });
});
