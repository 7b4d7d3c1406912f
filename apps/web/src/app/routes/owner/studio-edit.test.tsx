import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DEPOSIT_MESSAGES } from '@studio-hive/domain';
import { errorReply } from '../../../test/mock-api';
import { routeXhrThroughFetch } from '../../../test/xhr-over-fetch';
import {
  atNow,
  main,
  openEdit,
  openLoadedEdit,
  ownerApi,
  png,
  section,
  STUDIO_ID,
  studio,
  updated,
} from '../../../test/edit-studio';

// Loading the studio into the form, its checks, and sending it; the availability it manages is in
// studio-edit-availability.test.tsx.
atNow();

describe('Edit Studio', () => {
  it.each([
    [
      'a pending studio',
      studio({ approved: false }),
      'You cannot edit a studio that is pending approval',
    ],
    [
      "another owner's studio",
      studio({ author: 'someone-else' }),
      'You do not have permission to edit this studio',
    ],
    ['an unknown studio', null, 'Studio not found'],
  ])('sends the owner back to My Studios for %s', async (_case, stored, message) => {
    ownerApi(stored);
    const { router } = await openEdit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/studios'));
  });

  it("says 'Failed to load studio data' when the studio cannot be loaded", async () => {
    ownerApi(null, {
      // A refusal is not asked again (a server failure is, twice, before the same message).
      [`GET /api/studio/${STUDIO_ID}`]: errorReply(403, 'FORBIDDEN', 'Not allowed.'),
    });
    const { router } = await openEdit();
    expect(await screen.findByText('Failed to load studio data')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/studios'));
  });

  it('fills the form from the studio, with Manage Availability and current images', async () => {
    ownerApi(studio());
    await openLoadedEdit();
    expect(main().getByLabelText<HTMLInputElement>('2 Cameras Price per hour (₹)').value).toBe(
      '2500',
    );
    expect(
      main().getByLabelText<HTMLInputElement>('No Camera Price per hour (₹)'),
    ).toHaveDisplayValue('');
    expect(section('Amenities').getByLabelText<HTMLInputElement>('Wi-Fi')).toBeChecked();
    expect(main().getByLabelText<HTMLInputElement>('PIN Code')).toHaveValue('122001');
    expect(main().getByRole('group', { name: 'Manage Availability' })).toBeInTheDocument();
    expect(main().queryByRole('group', { name: 'January 31, 2026' })).not.toBeInTheDocument();
    const day = within(main().getByRole('group', { name: 'February 2, 2026' }));
    expect(day.getByRole('button', { name: '10:00 AM' })).toHaveAttribute('aria-pressed', 'false');
    const images = section('Studio Images');
    expect(images.getByRole('img', { name: 'Current image 1' })).toHaveAttribute(
      'src',
      `/uploads/${STUDIO_ID}/1-card.webp`,
    );
    expect(images.getByText('2 of 5 images')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Update Studio' })).toBeInTheDocument();
  });

  it("starts from the studio's booking settings, checks the phone and sends them changed, a cleared phone as ''", async () => {
    const api = ownerApi(
      studio({ bookingMode: 'request', cancellationHours: 72, contactPhone: '9876543210' }),
      { [`PUT /api/studio/${STUDIO_ID}`]: updated() },
    );
    routeXhrThroughFetch();
    const { user } = await openLoadedEdit();
    const bookings = section('Bookings');
    expect(bookings.getByRole('radio', { name: /On request/ })).toBeChecked();
    const cancellation = bookings.getByLabelText('Cancellation Window');
    expect(cancellation).toHaveDisplayValue('72 hours before the start');
    expect(cancellation).toHaveAccessibleDescription(
      'Free cancellation until 72 hours before the start',
    );
    expect(bookings.getByLabelText('Contact Phone')).toHaveValue('9876543210');

    await user.click(bookings.getByRole('radio', { name: /Instant booking/ }));
    await user.selectOptions(cancellation, '2 hours before the start');
    const phone = bookings.getByLabelText('Contact Phone');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(main().getByRole('button', { name: 'Update Studio' }));
    // The domain's check, as the server makes it.
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining(
        'Enter a valid 10-digit Indian mobile number for the studio, or leave it empty.',
      ),
    );
    expect(api.sent(`PUT /api/studio/${STUDIO_ID}`)).toHaveLength(0);

    await user.clear(phone);
    await user.click(main().getByRole('button', { name: 'Update Studio' }));
    await waitFor(() => expect(api.sent(`PUT /api/studio/${STUDIO_ID}`)).toHaveLength(1));
    const body = api.sent(`PUT /api/studio/${STUDIO_ID}`)[0]?.body as FormData;
    expect(body.get('bookingMode')).toBe('instant');
    expect(body.get('cancellationHours')).toBe('2');
    expect(body.get('contactPhone')).toBe('');
  });

  it("starts from the studio's deposit and UPI ID, asks an address for a deposit, and sends them", async () => {
    const api = ownerApi(
      studio({
        deposit: { type: 'percent', value: 20, payWithinMinutes: 60 },
        upiId: 'echoroom@okhdfc',
      }),
      { [`PUT /api/studio/${STUDIO_ID}`]: updated() },
    );
    routeXhrThroughFetch();
    const { user } = await openLoadedEdit();
    const bookings = section('Bookings');
    const deposit = within(bookings.getByRole('group', { name: 'Deposit' }));
    expect(deposit.getByRole('radio', { name: /Percentage of the total/ })).toBeChecked();
    expect(bookings.getByLabelText('Deposit percentage (%)')).toHaveValue(20);
    const upi = bookings.getByLabelText('UPI ID');
    expect(upi).toHaveValue('echoroom@okhdfc');

    // No address, no deposit: the domain's check, as the server makes it.
    await user.clear(upi);
    await user.click(main().getByRole('button', { name: 'Update Studio' }));
    expect(upi).toHaveAccessibleDescription(expect.stringContaining(DEPOSIT_MESSAGES.upiId));
    expect(api.sent(`PUT /api/studio/${STUDIO_ID}`)).toHaveLength(0);

    await user.type(upi, ' Echo.Room@oksbi ');
    await user.click(main().getByRole('button', { name: 'Update Studio' }));
    await waitFor(() => expect(api.sent(`PUT /api/studio/${STUDIO_ID}`)).toHaveLength(1));
    const body = api.sent(`PUT /api/studio/${STUDIO_ID}`)[0]?.body as FormData;
    expect(JSON.parse(String(body.get('deposit')))).toEqual({ type: 'percent', value: 20 });
    expect(body.get('upiId')).toBe('Echo.Room@oksbi');
  });

  it("sends no deposit and a cleared UPI ID, and shows the server's message under the address", async () => {
    const api = ownerApi(
      studio({
        deposit: { type: 'fixed', value: 1000, payWithinMinutes: 60 },
        upiId: 'echoroom@okhdfc',
      }),
      {
        [`PUT /api/studio/${STUDIO_ID}`]: errorReply(
          400,
          'VALIDATION_ERROR',
          DEPOSIT_MESSAGES.upiId,
          {
            upiId: DEPOSIT_MESSAGES.upiId,
          },
        ),
      },
    );
    routeXhrThroughFetch();
    const { user } = await openLoadedEdit();
    const bookings = section('Bookings');
    expect(bookings.getByLabelText('Deposit amount (₹)')).toHaveValue(1000);
    await user.click(bookings.getByRole('radio', { name: /No deposit/ }));
    expect(bookings.queryByLabelText('Deposit amount (₹)')).not.toBeInTheDocument();
    await user.clear(bookings.getByLabelText('UPI ID'));
    await user.click(main().getByRole('button', { name: 'Update Studio' }));
    await waitFor(() => expect(api.sent(`PUT /api/studio/${STUDIO_ID}`)).toHaveLength(1));
    const body = api.sent(`PUT /api/studio/${STUDIO_ID}`)[0]?.body as FormData;
    expect(JSON.parse(String(body.get('deposit')))).toEqual({ type: 'none', value: null });
    expect(body.get('upiId')).toBe('');
    await waitFor(() =>
      expect(bookings.getByLabelText('UPI ID')).toHaveAccessibleDescription(
        expect.stringContaining(DEPOSIT_MESSAGES.upiId),
      ),
    );
  });

  it('explains an incomplete add-on and limits current plus new images to 5', async () => {
    ownerApi(studio({ images: ['/a.webp', '/b.webp', '/c.webp', '/d.webp'], cardImages: [] }));
    const { user } = await openLoadedEdit();

    const addons = section('Add-on Services');
    await user.type(addons.getByLabelText('Name'), 'Sound engineer');
    await user.click(addons.getByRole('button', { name: 'Add add-on service' }));
    expect(addons.getByRole('alert').textContent).toBe(
      'Please provide a valid Key, Name, and Price for the add-on service.',
    );

    const images = section('Studio Images');
    await user.upload(main().getByLabelText('Choose images'), [png('a.png'), png('b.png')]);
    expect(images.getByRole('alert').textContent).toBe(
      'You can have a maximum of 5 images in total.',
    );
    await user.click(images.getByRole('button', { name: 'Remove current image 1' }));
    await user.upload(main().getByLabelText('Choose images'), [png('a.png'), png('b.png')]);
    expect(images.queryByRole('alert')).not.toBeInTheDocument();
    expect(images.getByText('5 of 5 images')).toBeInTheDocument();
  });

  it('asks before saving a changed minimum booking duration', async () => {
    const api = ownerApi(studio(), { [`PUT /api/studio/${STUDIO_ID}`]: updated() });
    routeXhrThroughFetch();
    // happy-dom has no window.confirm of its own.
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { user, router } = await openLoadedEdit();

    await user.selectOptions(main().getByLabelText('Minimum Booking Hours'), '2 hours');
    await user.click(main().getByRole('button', { name: 'Update Studio' }));
    expect(confirm).toHaveBeenCalledWith(
      'Warning: You have changed the minimum booking duration. This may affect slot availability for customers. Are you sure you want to proceed?',
    );
    expect(api.sent(`PUT /api/studio/${STUDIO_ID}`)).toHaveLength(0);
    expect(router.state.location.pathname).toBe(`/owner/studios/${STUDIO_ID}/edit`);

    confirm.mockReturnValue(true);
    await user.click(main().getByRole('button', { name: 'Update Studio' }));
    await waitFor(() => expect(api.sent(`PUT /api/studio/${STUDIO_ID}`)).toHaveLength(1));
    const body = api.sent(`PUT /api/studio/${STUDIO_ID}`)[0]?.body as FormData;
    expect(body.get('minimumDurationHours')).toBe('2');
  });

  it('starts from the change awaiting review, says so, and toasts that the changes were sent for review', async () => {
    const pendingChange = {
      name: 'Echo Room Deluxe',
      description: 'A quiet room for podcasts and interviews.',
      images: [`/uploads/${STUDIO_ID}/2.webp`, `/uploads/${STUDIO_ID}/3.webp`],
      cardImages: [`/uploads/${STUDIO_ID}/2-card.webp`, `/uploads/${STUDIO_ID}/3-card.webp`],
      youtubeLinks: [],
      location: { fullAddress: '12 MG Road', city: 'Gurgaon', state: 'Haryana', pinCode: '122001' },
      submittedAt: '2026-02-01T05:00:00.000Z',
    };
    const api = ownerApi(studio({ pendingChange }), {
      [`PUT /api/studio/${STUDIO_ID}`]: {
        body: {
          studio: studio({ pendingChange }),
          message: 'Your changes were sent for review.',
        },
      },
    });
    routeXhrThroughFetch();
    const { user, router } = await openEdit();
    await waitFor(() =>
      expect(main().getByLabelText<HTMLInputElement>('Studio Name')).toHaveValue(
        'Echo Room Deluxe',
      ),
    );
    const notice = main()
      .getAllByRole('status')
      .find((box) => box.textContent?.includes('Changes awaiting review'));
    expect(notice).toHaveTextContent('Changes awaiting review');
    expect(notice).toHaveTextContent('Changed: Name, Photos (sent Sun, 1 Feb 2026, 10:30 AM IST).');

    await user.click(main().getByRole('button', { name: 'Update Studio' }));
    expect(
      await screen.findByText(
        'Your changes were sent for review. Prices and availability are saved; the new name, description, photos, videos or address show once an admin approves them.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/studios'));
    const body = api.sent(`PUT /api/studio/${STUDIO_ID}`)[0]?.body as FormData;
    expect(body.get('name')).toBe('Echo Room Deluxe');
    expect(JSON.parse(String(body.get('existingImages')))).toEqual(pendingChange.images);
  });

  it("'Update Studio' sends the kept images as existingImages with the new files, then goes to My Studios", async () => {
    const api = ownerApi(studio(), { [`PUT /api/studio/${STUDIO_ID}`]: updated() });
    routeXhrThroughFetch();
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const { user, router } = await openLoadedEdit();

    await user.click(
      section('Studio Images').getByRole('button', { name: 'Remove current image 1' }),
    );
    await user.upload(main().getByLabelText('Choose images'), [png('new.png')]);
    await user.click(main().getByRole('button', { name: 'Update Studio' }));

    expect(
      await screen.findByText('Studio updated successfully. Your availability has been saved.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/studios'));
    expect(confirm).not.toHaveBeenCalled();

    const [request] = api.sent(`PUT /api/studio/${STUDIO_ID}`);
    const body = request?.body as FormData;
    expect(JSON.parse(String(body.get('existingImages')))).toEqual([
      `/uploads/${STUDIO_ID}/2.webp`,
    ]);
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['new.png']);
    expect(body.get('name')).toBe('Echo Room');
    expect(JSON.parse(String(body.get('availability')))).toEqual([
      {
        date: '2026-02-02',
        slots: [
          { hour: 9, isAvailable: true },
          { hour: 10, isAvailable: false },
        ],
      },
    ]);
    expect(JSON.parse(String(body.get('packages'))).map((p: { key: string }) => p.key)).toEqual([
      '1 Cam',
      '2 Cam',
      '3 Cam',
    ]);
  });

  it("toasts 'Failed to update studio' when the server says nothing usable", async () => {
    ownerApi(studio(), { [`PUT /api/studio/${STUDIO_ID}`]: { status: 500, body: '' } });
    routeXhrThroughFetch();
    const { user, router } = await openLoadedEdit();
    await user.click(main().getByRole('button', { name: 'Update Studio' }));
    expect(await screen.findAllByText('Failed to update studio')).toHaveLength(2); // toast, alert
    expect(router.state.location.pathname).toBe(`/owner/studios/${STUDIO_ID}/edit`);
  });
});
