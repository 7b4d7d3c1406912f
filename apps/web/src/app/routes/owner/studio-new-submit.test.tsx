import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { errorReply } from '../../../test/mock-api';
import { studioWithAvailabilityFixture } from '../../../test/studios';
import { routeXhrThroughFetch } from '../../../test/xhr-over-fetch';
import {
  atNow,
  owner,
  DRAFT_KEY,
  NOW,
  main,
  section,
  formAlert,
  ownerApi,
  openAddStudio,
  png,
  generate,
  submit,
  fillPrices,
  fillLocation,
} from '../../../test/add-studio';

// Sending the form, its failures, and the draft kept between visits.
atNow();

describe('Add New Studio: submit and draft', () => {
  it('sends the multipart fields of docs/api.md#studios with upload progress, then toasts and goes to My Studios', async () => {
    let respond: () => void = () => {};
    const api = ownerApi({
      'POST /api/studio': () =>
        new Promise((resolve) => {
          respond = () =>
            resolve({
              status: 201,
              body: {
                studio: studioWithAvailabilityFixture({ approved: false }),
                message: 'Studio submitted for approval. Please wait for admin approval.',
              },
            });
        }),
    });
    routeXhrThroughFetch({ progress: [0.4] });
    const { user, router } = await openAddStudio();

    await user.type(main().getByLabelText('Studio Name'), '  Echo Room ');
    await user.type(main().getByLabelText('Area (sq ft)'), '350');
    await user.type(main().getByLabelText('Description'), 'A treated room.');
    await user.type(main().getByLabelText('Rules'), 'No shoes.');
    await user.type(main().getByLabelText('Instagram Username'), 'echoroom');
    await user.type(
      main().getByLabelText('YouTube Embed Link 2'),
      // As copied with YouTube's Share button; the server stores it as an embed link.
      'https://youtu.be/abcdefghijk?si=Ab12',
    );
    await user.click(section('Amenities').getByLabelText('Wi-Fi'));
    await user.click(section('Equipment').getByLabelText('Audio Interface'));
    await user.type(section('Equipment').getByLabelText('Add a custom equipment'), 'Ring light');
    await user.click(section('Equipment').getByRole('button', { name: 'Add equipment' }));
    await fillPrices(user);
    await user.clear(main().getByLabelText('3 Cameras Description'));
    await user.type(main().getByLabelText('3 Cameras Description'), 'Three angles');
    await user.type(main().getByLabelText('Key'), 'engineer');
    await user.type(main().getByLabelText('Name'), 'Sound engineer');
    await user.type(main().getByLabelText('Price (₹)'), '800');
    await user.clear(main().getByLabelText('Max quantity'));
    await user.type(main().getByLabelText('Max quantity'), '2');
    await user.click(main().getByRole('button', { name: 'Add add-on service' }));
    await fillLocation(user);
    await user.selectOptions(main().getByLabelText('Closing Time'), '12:00 PM');
    await generate(user, '2026-02-02', '2026-02-03');
    const day = within(main().getByRole('group', { name: 'February 2, 2026' }));
    await user.click(day.getByRole('button', { name: '10:00 AM' }));
    await user.click(main().getByRole('button', { name: 'Remove day February 3, 2026' }));
    const photo = png('front.png');
    await user.upload(main().getByLabelText('Choose images'), [photo]);
    await submit(user);

    const progress = await main().findByRole('progressbar');
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(main().getByText('40%')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Submitting...' })).toHaveProperty('disabled', true);

    const [request] = api.sent('POST /api/studio');
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${owner.token}`);
    const body = request?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    const json = (field: string) => JSON.parse(String(body.get(field)));
    expect(body.get('name')).toBe('Echo Room');
    expect(body.get('description')).toBe('A treated room.');
    expect(body.get('pricePerHour')).toBe('1500');
    expect(json('equipments')).toEqual(['Audio Interface', 'Ring light']);
    expect(json('amenities')).toEqual(['Wi-Fi']);
    expect(body.get('area')).toBe('350');
    expect(body.get('rules')).toBe('No shoes.');
    expect(body.get('minimumDurationHours')).toBe('1');
    expect(json('operationalHours')).toEqual({ start: 9, end: 12 });
    expect(json('packages')).toEqual([
      { key: '1 Cam', name: '1 Camera', description: 'Basic single camera setup', price: 1500 },
      { key: '2 Cam', name: '2 Cameras', description: 'Dual camera angles', price: 2500 },
      { key: '3 Cam', name: '3 Cameras', description: 'Three angles', price: 3500 },
    ]);
    expect(json('addons')).toEqual([
      { key: 'engineer', name: 'Sound engineer', description: '', price: 800, maxQuantity: 2 },
    ]);
    expect(json('location')).toEqual({
      fullAddress: '12 MG Road',
      city: 'Gurgaon',
      state: 'Haryana',
      pinCode: '122001',
    });
    expect(json('availability')).toEqual([
      {
        date: '2026-02-02',
        slots: [
          { hour: 9, isAvailable: true },
          { hour: 10, isAvailable: false },
          { hour: 11, isAvailable: true },
        ],
      },
    ]);
    expect(json('youtubeLinks')).toEqual(['https://youtu.be/abcdefghijk?si=Ab12']);
    expect(body.get('instagramUsername')).toBe('echoroom');
    // No deposit unless one is chosen (docs/product.md#deposits).
    expect(json('deposit')).toEqual({ type: 'none', value: null });
    expect(body.get('upiId')).toBe('');
    expect(body.getAll('images')).toHaveLength(1);
    expect((body.get('images') as File).name).toBe('front.png');
    expect(body.has('existingImages')).toBe(false);

    respond();
    expect(
      await screen.findByText('Studio submitted for approval. Please wait for admin approval.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/studios'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Studios' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("toasts the server's refusal and puts its field message in the section", async () => {
    const message =
      'One of the files is not an image we can read. Please upload PNG, JPG, GIF or WebP images.';
    ownerApi({ 'POST /api/studio': errorReply(400, 'VALIDATION', message, { images: message }) });
    routeXhrThroughFetch();
    const { user, router } = await openAddStudio();

    await user.type(main().getByLabelText('Studio Name'), 'Echo Room');
    await fillPrices(user);
    await fillLocation(user);
    await generate(user, '2026-02-02', '2026-02-02');
    await user.upload(main().getByLabelText('Choose images'), [png('front.png')]);
    await submit(user);

    expect(await screen.findAllByText(message)).toHaveLength(3); // toast, section, form alert
    expect(section('Studio Images').getByText(message)).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Submit for Approval' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(router.state.location.pathname).toBe('/owner/studios/new');
  });

  it("falls back to 'Failed to create studio' when the server says nothing usable", async () => {
    ownerApi({ 'POST /api/studio': { status: 502, body: '<html>Bad gateway</html>' } });
    routeXhrThroughFetch();
    const { user } = await openAddStudio();

    await user.type(main().getByLabelText('Studio Name'), 'Echo Room');
    await fillPrices(user);
    await fillLocation(user);
    await generate(user, '2026-02-02', '2026-02-02');
    await user.upload(main().getByLabelText('Choose images'), [png('front.png')]);
    await submit(user);

    expect(await screen.findAllByText('Failed to create studio')).toHaveLength(2); // toast, alert
    expect(formAlert().map((alert) => alert.textContent)).toContain('Failed to create studio');
  });

  it('keeps a draft of every field but the images, and restores it', async () => {
    ownerApi();
    const first = await openAddStudio();
    await first.user.type(main().getByLabelText('Studio Name'), 'Echo Room');
    await first.user.click(section('Amenities').getByLabelText('Wi-Fi'));
    await first.user.click(main().getByRole('radio', { name: /On request/ }));
    await first.user.selectOptions(main().getByLabelText('Cancellation Window'), 'None');
    await first.user.click(main().getByLabelText('Contact Phone'));
    await first.user.paste('9876543210');
    await first.user.click(main().getByRole('radio', { name: /Fixed amount/ }));
    await first.user.type(main().getByLabelText('Deposit amount (₹)'), '1000');
    await first.user.type(main().getByLabelText('UPI ID'), 'echoroom@okhdfc');
    await generate(first.user, '2026-02-02', '2026-02-02');
    await first.user.upload(main().getByLabelText('Choose images'), [png('front.png')]);

    await waitFor(() => {
      const saved = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}');
      expect(saved.values?.availability).toHaveLength(1);
    });
    const saved = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}');
    expect(saved.savedAt).toBe(NOW.toISOString());
    expect(saved.values.name).toBe('Echo Room');
    expect(saved.values.amenities).toEqual(['Wi-Fi']);
    expect(saved.values).toMatchObject({
      bookingMode: 'request',
      cancellationHours: 0,
      contactPhone: '9876543210',
      depositType: 'fixed',
      depositValue: '1000',
      upiId: 'echoroom@okhdfc',
    });
    expect(saved.values).not.toHaveProperty('images');
    first.unmount();

    const second = await openAddStudio();
    expect(await main().findByText('We restored your draft')).toBeInTheDocument();
    expect(main().getByLabelText<HTMLInputElement>('Studio Name')).toHaveValue('Echo Room');
    expect(section('Amenities').getByLabelText<HTMLInputElement>('Wi-Fi')).toBeChecked();
    expect(main().getByRole('radio', { name: /On request/ })).toBeChecked();
    expect(main().getByLabelText('Cancellation Window')).toHaveDisplayValue('None');
    expect(main().getByLabelText('Contact Phone')).toHaveValue('9876543210');
    expect(main().getByRole('radio', { name: /Fixed amount/ })).toBeChecked();
    expect(main().getByLabelText('Deposit amount (₹)')).toHaveValue(1000);
    expect(main().getByLabelText('UPI ID')).toHaveValue('echoroom@okhdfc');
    expect(main().getByRole('group', { name: 'February 2, 2026' })).toBeInTheDocument();
    expect(section('Studio Images').getByText('0 of 5 images')).toBeInTheDocument();

    await second.user.click(main().getByRole('button', { name: 'Start over' }));
    expect(main().getByLabelText<HTMLInputElement>('Studio Name')).toHaveValue('');
    expect(main().queryByText('We restored your draft')).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('restores a draft up to 2 days old and discards an older one', async () => {
    const draft = (savedAt: Date) =>
      JSON.stringify({ savedAt: savedAt.toISOString(), values: { name: 'Old Echo Room' } });
    // The draft's save waits on a timer: fake it too, to let its delay pass without waiting.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    ownerApi();

    const recent = draft(new Date(NOW.getTime() - 47 * 60 * 60 * 1000));
    localStorage.setItem(DRAFT_KEY, recent);
    const fresh = await openAddStudio();
    expect(main().getByLabelText<HTMLInputElement>('Studio Name')).toHaveValue('Old Echo Room');
    // Opening the screen is no change: the draft keeps its age.
    await vi.advanceTimersByTimeAsync(600);
    expect(localStorage.getItem(DRAFT_KEY)).toBe(recent);
    fresh.unmount();

    localStorage.setItem(DRAFT_KEY, draft(new Date(NOW.getTime() - 49 * 60 * 60 * 1000)));
    await openAddStudio();
    expect(main().getByLabelText<HTMLInputElement>('Studio Name')).toHaveValue('');
    expect(main().queryByText('We restored your draft')).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('Cancel goes back to My Studios', async () => {
    ownerApi();
    const { user, router } = await openAddStudio();
    await user.click(main().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/studios'));
  });
});
