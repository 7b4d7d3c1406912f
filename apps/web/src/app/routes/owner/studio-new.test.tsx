import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { studioWithAvailabilityFixture } from '../../../test/studios';
import { routeXhrThroughFetch } from '../../../test/xhr-over-fetch';

const owner = authResult('owner');
const DRAFT_KEY = `studio-hive:add-studio-draft:${owner.user._id}`;
// 12:00 in India on 1 February 2026.
const NOW = new Date('2026-02-01T06:30:00.000Z');

const main = () => within(screen.getByRole('main'));
const section = (name: string) => within(main().getByRole('group', { name }));
const formAlert = () => main().getAllByRole('alert');

function ownerApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/user/me': { body: { user: owner.user } },
    'GET /api/owner/studios': { body: [] },
    ...handlers,
  });
}

async function openAddStudio() {
  const view = renderApp('/owner/studios/new', { session: owner });
  await screen.findByRole('heading', { level: 1, name: 'Add New Studio' });
  return view;
}

function png(name: string, size = 2048) {
  const file = new File(['image bytes'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Date inputs have no typing in the test DOM; a picked date arrives as one change. */
function pickDate(label: string, date: string) {
  fireEvent.change(main().getByLabelText(label), { target: { value: date } });
}

async function generate(user: UserEvent, start: string, end: string) {
  pickDate('Start Date', start);
  pickDate('End Date', end);
  await user.click(main().getByRole('button', { name: 'Generate Availability' }));
}

async function submit(user: UserEvent) {
  await user.click(main().getByRole('button', { name: 'Submit for Approval' }));
}

async function fillPrices(user: UserEvent) {
  await user.type(main().getByLabelText('1 Camera Price per hour (₹)'), '1500');
  await user.type(main().getByLabelText('2 Cameras Price per hour (₹)'), '2500');
  await user.type(main().getByLabelText('3 Cameras Price per hour (₹)'), '3500');
}

async function fillLocation(user: UserEvent) {
  await user.type(main().getByLabelText('Full Address'), '12 MG Road');
  await user.type(main().getByLabelText('City'), 'Gurgaon');
  await user.type(main().getByLabelText('State'), 'Haryana');
  await user.type(main().getByLabelText('PIN Code'), '122001');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Add New Studio', () => {
  it('shows the sections, the spec defaults and the buttons', async () => {
    ownerApi();
    await openAddStudio();
    for (const name of [
      'Basic Information',
      'Social & Video Links',
      'Operational Details',
      'Amenities',
      'Equipment',
      'Camera Packages',
      'Add-on Services',
      'Location',
      'Availability',
      'Studio Images',
    ]) {
      expect(main().getByRole('group', { name })).toBeTruthy();
    }
    const opening = main().getByLabelText<HTMLSelectElement>('Opening Time');
    const closing = main().getByLabelText<HTMLSelectElement>('Closing Time');
    const minimum = main().getByLabelText<HTMLSelectElement>('Minimum Booking Hours');
    expect(opening.selectedOptions[0]?.textContent).toBe('9 AM');
    expect(opening.options).toHaveLength(24);
    expect(closing.selectedOptions[0]?.textContent).toBe('6 PM');
    expect(closing.options[closing.options.length - 1]?.textContent).toBe('12 AM (Next Day)');
    expect(minimum.selectedOptions[0]?.textContent).toBe('1 hour');
    expect(minimum.options).toHaveLength(8);

    expect(section('Amenities').getAllByRole('checkbox')).toHaveLength(15);
    expect(section('Equipment').getAllByRole('checkbox')).toHaveLength(15);
    expect(main().getByLabelText<HTMLInputElement>('2 Cameras Description').value).toBe(
      'Dual camera angles',
    );
    expect(main().getByLabelText('Area (sq ft)').getAttribute('min')).toBe('0');
    expect(main().getByText('PNG, JPG, GIF up to 10MB')).toBeTruthy();
    const dates = main().getByLabelText('Start Date');
    expect(dates.getAttribute('min')).toBe('2026-02-01');
    expect(dates.getAttribute('max')).toBe('2026-05-01');

    expect(main().getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(main().getByRole('button', { name: 'Submit for Approval' })).toBeTruthy();
  });

  it("stops at the spec's first failing rule, in order, and focuses that part of the form", async () => {
    const api = ownerApi();
    const { user } = await openAddStudio();

    await submit(user);
    expect(await main().findByRole('alert')).toHaveProperty(
      'textContent',
      'Studio name is required',
    );
    expect(document.activeElement).toBe(main().getByLabelText('Studio Name'));

    await user.type(main().getByLabelText('Studio Name'), 'Echo Room');
    await user.type(main().getByLabelText('1 Camera Price per hour (₹)'), '1500');
    await submit(user);
    expect(await main().findByRole('alert')).toHaveProperty(
      'textContent',
      'Prices for 1, 2, and 3 Cam packages are required',
    );
    expect(document.activeElement).toBe(main().getByLabelText('2 Cameras Price per hour (₹)'));

    await user.type(main().getByLabelText('2 Cameras Price per hour (₹)'), '2500');
    await user.type(main().getByLabelText('3 Cameras Price per hour (₹)'), '3500');
    await user.type(main().getByLabelText('Full Address'), '12 MG Road');
    await submit(user);
    expect(await main().findByRole('alert')).toHaveProperty(
      'textContent',
      'All location fields are required',
    );
    expect(document.activeElement).toBe(main().getByLabelText('City'));

    await user.type(main().getByLabelText('City'), 'Gurgaon');
    await user.type(main().getByLabelText('State'), 'Haryana');
    await user.type(main().getByLabelText('PIN Code'), '122001');
    await submit(user);
    expect(await main().findByRole('alert')).toHaveProperty(
      'textContent',
      'Please generate and confirm availability',
    );
    expect(document.activeElement).toBe(main().getByLabelText('Start Date'));

    await generate(user, '2026-02-02', '2026-02-03');
    await submit(user);
    expect(await main().findByRole('alert')).toHaveProperty(
      'textContent',
      'Please upload at least one image',
    );
    expect(document.activeElement).toBe(main().getByLabelText('Choose images'));
    expect(api.sent('POST /api/studio')).toHaveLength(0);
  });

  it('generates availability with the spec messages, then toggles hours and removes days', async () => {
    ownerApi();
    const { user } = await openAddStudio();
    const availability = () => section('Availability');
    const generateButton = () => main().getByRole('button', { name: 'Generate Availability' });

    await user.click(generateButton());
    expect(availability().getByRole('alert').textContent).toBe(
      'Please select both a start and end date.',
    );

    await generate(user, '2026-02-05', '2026-02-03');
    expect(availability().getByRole('alert').textContent).toBe(
      'End date cannot be before the start date.',
    );
    pickDate('Start Date', '2026-02-02');
    pickDate('End Date', '2026-02-04');

    await user.selectOptions(main().getByLabelText('Opening Time'), '6 PM');
    await user.selectOptions(main().getByLabelText('Closing Time'), '9 AM');
    await user.click(generateButton());
    expect(availability().getByRole('alert').textContent).toBe(
      'Invalid operational hours. Please set a valid time range.',
    );

    await user.selectOptions(main().getByLabelText('Opening Time'), '9 AM');
    await user.selectOptions(main().getByLabelText('Closing Time'), '11 AM');
    await user.selectOptions(main().getByLabelText('Minimum Booking Hours'), '4 hours');
    await user.click(generateButton());
    expect(availability().getByRole('alert').textContent).toBe(
      'Operational hours must be longer than the minimum slot duration.',
    );

    await user.selectOptions(main().getByLabelText('Closing Time'), '6 PM');
    await user.click(generateButton());
    expect(await screen.findByText('Generated 3 days of availability.')).toBeTruthy();
    expect(availability().queryByRole('alert')).toBeNull();
    expect(availability().getByText('3 days · 27 hours available')).toBeTruthy();

    const day = () => within(main().getByRole('group', { name: 'February 3, 2026' }));
    const hours = day().getAllByRole('button', { pressed: true });
    expect(hours.map((button) => button.textContent)).toEqual([
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

    await user.click(day().getByRole('button', { name: '1:00 PM' }));
    expect(day().getByRole('button', { name: '1:00 PM' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(day().getByText('8 of 9 hours available')).toBeTruthy();
    await user.click(day().getByRole('button', { name: '1:00 PM' }));
    expect(day().getByRole('button', { name: '1:00 PM' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(day().getByRole('button', { name: 'Remove day February 3, 2026' }));
    expect(await screen.findByText('Day removed from the list to be saved.')).toBeTruthy();
    expect(main().queryByRole('group', { name: 'February 3, 2026' })).toBeNull();
    expect(main().getByRole('group', { name: 'February 2, 2026' })).toBeTruthy();
    expect(availability().getByText('2 days · 18 hours available')).toBeTruthy();
  });

  it('adds custom amenities trimmed and never twice', async () => {
    ownerApi();
    const { user } = await openAddStudio();
    const amenities = () => section('Amenities');

    await user.type(amenities().getByLabelText('Add a custom amenity'), '  Podcast Sofa  ');
    await user.click(amenities().getByRole('button', { name: 'Add amenity' }));
    expect(amenities().getByRole('button', { name: 'Remove Podcast Sofa' })).toBeTruthy();
    expect(amenities().getByLabelText<HTMLInputElement>('Add a custom amenity').value).toBe('');

    await user.type(amenities().getByLabelText('Add a custom amenity'), 'podcast sofa{Enter}');
    expect(amenities().getByText('podcast sofa is already in the list.')).toBeTruthy();
    expect(amenities().getAllByRole('button', { name: /^Remove / })).toHaveLength(1);

    // Typing a fixed choice ticks it rather than adding a look-alike.
    await user.clear(amenities().getByLabelText('Add a custom amenity'));
    await user.type(amenities().getByLabelText('Add a custom amenity'), 'wi-fi');
    await user.click(amenities().getByRole('button', { name: 'Add amenity' }));
    expect(amenities().getByLabelText<HTMLInputElement>('Wi-Fi').checked).toBe(true);
    expect(amenities().getAllByRole('button', { name: /^Remove / })).toHaveLength(1);

    await user.click(amenities().getByRole('button', { name: 'Remove Podcast Sofa' }));
    expect(amenities().queryByRole('button', { name: 'Remove Podcast Sofa' })).toBeNull();
  });

  it('ignores an incomplete add-on and lists a complete one', async () => {
    ownerApi();
    const { user } = await openAddStudio();
    const addons = () => section('Add-on Services');

    await user.type(addons().getByLabelText('Key'), 'engineer');
    await user.click(addons().getByRole('button', { name: 'Add add-on service' }));
    expect(addons().queryByRole('alert')).toBeNull();
    expect(addons().getByText('No add-on services yet.')).toBeTruthy();

    await user.type(addons().getByLabelText('Name'), 'Sound engineer');
    await user.type(addons().getByLabelText('Price (₹)'), '800');
    expect(addons().getByLabelText<HTMLInputElement>('Max quantity').value).toBe('1');
    await user.click(addons().getByRole('button', { name: 'Add add-on service' }));
    const listed = within(addons().getByRole('list', { name: 'Your add-ons (1)' }));
    expect(listed.getByRole('listitem').textContent).toBe(
      'Sound engineer (engineer)₹800 each · up to 1Remove Sound engineer',
    );
    expect(addons().getByLabelText<HTMLInputElement>('Key').value).toBe('');

    await user.click(addons().getByRole('button', { name: 'Remove Sound engineer' }));
    expect(addons().getByText('No add-on services yet.')).toBeTruthy();
  });

  it('keeps at most 5 images and refuses files over 10 MB', async () => {
    ownerApi();
    const { user } = await openAddStudio();
    const images = () => section('Studio Images');
    const picker = () => main().getByLabelText('Choose images');

    await user.upload(
      picker(),
      ['1', '2', '3', '4', '5', '6'].map((n) => png(`${n}.png`)),
    );
    expect(images().getByRole('alert').textContent).toBe('You can upload a maximum of 5 images');
    expect(images().getByText('0 of 5 images')).toBeTruthy();

    await user.upload(picker(), [png('huge.png', 11 * 1024 * 1024), png('front.png')]);
    expect(images().getByRole('alert').textContent).toBe(
      'Each image can be at most 10 MB; huge.png is larger and was not added.',
    );
    expect(images().getByRole('img', { name: 'Preview of front.png' }).getAttribute('src')).toMatch(
      /^blob:/,
    );
    expect(images().getByText('1 of 5 images')).toBeTruthy();

    await user.upload(
      picker(),
      ['2', '3', '4', '5'].map((n) => png(`${n}.png`)),
    );
    expect(images().queryByRole('alert')).toBeNull();
    expect(images().getByText('5 of 5 images')).toBeTruthy();
    await user.upload(picker(), [png('6.png')]);
    expect(images().getByRole('alert').textContent).toBe('You can upload a maximum of 5 images');

    await user.click(images().getByRole('button', { name: 'Remove front.png' }));
    expect(images().queryByRole('img', { name: 'Preview of front.png' })).toBeNull();
    expect(images().getByText('4 of 5 images')).toBeTruthy();
  });

  it('sends the multipart fields of spec section 7 with upload progress, then toasts and goes to My Studios', async () => {
    let answer: () => void = () => {};
    const api = ownerApi({
      'POST /api/studio': () =>
        new Promise((resolve) => {
          answer = () =>
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
    await user.selectOptions(main().getByLabelText('Closing Time'), '12 PM');
    await generate(user, '2026-02-02', '2026-02-03');
    const day = within(main().getByRole('group', { name: 'February 2, 2026' }));
    await user.click(day.getByRole('button', { name: '10:00 AM' }));
    await user.click(main().getByRole('button', { name: 'Remove day February 3, 2026' }));
    const photo = png('front.png');
    await user.upload(main().getByLabelText('Choose images'), [photo]);
    await submit(user);

    const progress = await main().findByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(main().getByText('40%')).toBeTruthy();
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
    expect(body.getAll('images')).toHaveLength(1);
    expect((body.get('images') as File).name).toBe('front.png');
    expect(body.has('existingImages')).toBe(false);

    answer();
    expect(
      await screen.findByText('Studio submitted for approval. Please wait for admin approval.'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/studios'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Studios' })).toBeTruthy();
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
    expect(section('Studio Images').getByText(message)).toBeTruthy();
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
    expect(saved.values).not.toHaveProperty('images');
    first.unmount();

    const second = await openAddStudio();
    expect(await main().findByText('We restored your draft')).toBeTruthy();
    expect(main().getByLabelText<HTMLInputElement>('Studio Name').value).toBe('Echo Room');
    expect(section('Amenities').getByLabelText<HTMLInputElement>('Wi-Fi').checked).toBe(true);
    expect(main().getByRole('group', { name: 'February 2, 2026' })).toBeTruthy();
    expect(section('Studio Images').getByText('0 of 5 images')).toBeTruthy();

    await second.user.click(main().getByRole('button', { name: 'Start over' }));
    expect(main().getByLabelText<HTMLInputElement>('Studio Name').value).toBe('');
    expect(main().queryByText('We restored your draft')).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('restores a draft up to 2 days old and discards an older one', async () => {
    const draft = (savedAt: Date) =>
      JSON.stringify({ savedAt: savedAt.toISOString(), values: { name: 'Old Echo Room' } });
    ownerApi();

    const kept = draft(new Date(NOW.getTime() - 47 * 60 * 60 * 1000));
    localStorage.setItem(DRAFT_KEY, kept);
    const fresh = await openAddStudio();
    expect(main().getByLabelText<HTMLInputElement>('Studio Name').value).toBe('Old Echo Room');
    // Opening the screen is no change: the draft keeps its age.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(localStorage.getItem(DRAFT_KEY)).toBe(kept);
    fresh.unmount();

    localStorage.setItem(DRAFT_KEY, draft(new Date(NOW.getTime() - 49 * 60 * 60 * 1000)));
    await openAddStudio();
    expect(main().getByLabelText<HTMLInputElement>('Studio Name').value).toBe('');
    expect(main().queryByText('We restored your draft')).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('Cancel goes back to My Studios', async () => {
    ownerApi();
    const { user, router } = await openAddStudio();
    await user.click(main().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/studios'));
  });
});
