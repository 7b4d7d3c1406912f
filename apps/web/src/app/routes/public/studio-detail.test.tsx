import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Studio } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi, notFound } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { studioFixture } from '../../../test/studios';

/** Screens these tests pass through without looking at their data. */
const PASSED_THROUGH = notFound(
  'GET /api/availability/f3a1c2d4-0000-4000-8000-000000000001',
  'GET /api/review/studio/f3a1c2d4-0000-4000-8000-000000000001',
);

const main = () => within(screen.getByRole('main'));
const ID = 'f3a1c2d4-0000-4000-8000-000000000001';

function studioReply(overrides: Partial<Studio> = {}) {
  return { body: { studio: studioFixture({ _id: ID, name: 'Echo Room', ...overrides }) } };
}

async function openStudio(
  overrides: Partial<Studio> = {},
  session?: ReturnType<typeof authResult>,
) {
  const api = mockApi({
    ...PASSED_THROUGH,
    [`GET /api/studio/${ID}`]: studioReply(overrides),
  });
  if (session) api.on('GET /api/user/me', { body: { user: session.user } });
  const view = renderApp(`/studios/${ID}`, { session });
  await screen.findByRole('heading', { level: 1, name: overrides.name ?? 'Echo Room' });
  return { ...view, api };
}

const IMAGES = ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'];

describe('studio detail', () => {
  it("reads 'New' for a studio without reviews, not a rating of 0.0", async () => {
    await openStudio({ ratingSummary: { average: 0, count: 0 } });
    const header = within(
      main().getByRole('heading', { level: 1, name: 'Echo Room' }).parentElement!,
    );
    expect(header.getByText('New')).toBeInTheDocument();
    expect(header.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(header.queryByText(/0\.0|0 reviews/)).not.toBeInTheDocument();
  });

  it('shows the header facts, packages, collapsible details and add-ons', async () => {
    await openStudio({
      ratingSummary: { average: 4.46, count: 7 },
      minimumDurationHours: 2,
      operationalHours: { start: 9, end: 21 },
      instagramUsername: 'echo.room',
      pricePerHour: 1500,
      area: 1200,
      addons: [
        {
          key: 'mua',
          name: 'Makeup artist',
          description: 'One hour of touch-ups',
          price: 2000,
          maxQuantity: 2,
        },
      ],
    });
    expect(document.title).toBe('Echo Room | Studio Hive');

    expect(main().getByText('12 MG Road, Gurgaon, Haryana 122001')).toBeInTheDocument();
    expect(main().getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(main().getByText('(7 reviews)')).toBeInTheDocument();
    expect(main().getByText('9:00 AM - 9:00 PM')).toBeInTheDocument();
    expect(main().getByText('2 hours')).toBeInTheDocument();
    const instagram = main().getByRole('link', { name: /@echo\.room/ });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/echo.room/');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(instagram).toHaveAttribute('target', '_blank');

    const packages = within(main().getByRole('heading', { name: 'Packages' }).closest('section')!);
    expect(packages.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 CameraBasic single camera setup₹1,500per hour',
      '2 CamerasDual camera angles₹2,500per hour',
      '3 CamerasFull setup with 3 cameras₹3,500per hour',
    ]);
    // The listing card's price per session: the cheapest package times the 2-hour minimum.
    expect(packages.getByText(/per session/).textContent).toBe(
      'From ₹3,000 per session · 2 hours at ₹1,500/hour',
    );

    for (const title of [
      'Area (sq ft)',
      'Equipment',
      'Amenities',
      'Rules',
      'Cancellation Policy',
    ]) {
      expect(main().getByText(title, { selector: 'summary' })).toBeInTheDocument();
    }
    expect(main().getByText('1,200 sq ft')).toBeInTheDocument();
    expect(main().getByText('Microphone (XLR)')).toBeInTheDocument();
    expect(main().getByText('No food inside the booth.')).toBeInTheDocument();
    expect(
      main().getByText('Cancellation Policy', { selector: 'summary' }).nextElementSibling
        ?.textContent,
    ).toBe('Free cancellation until 24 hours before the start');

    const addon = within(main().getByText('Makeup artist').closest('li')!);
    expect(addon.getByText('₹2,000')).toBeInTheDocument();
    expect(addon.getByText('One hour of touch-ups')).toBeInTheDocument();
    expect(addon.getByText('Max quantity: 2')).toBeInTheDocument();
  });

  it("says the studio's cancellation policy beside the booking box, and that bookings are requests when they are", async () => {
    const { unmount } = await openStudio({ bookingMode: 'instant', cancellationHours: 48 });
    const aside = () => within(main().getByRole('complementary', { name: 'Packages and booking' }));
    expect(
      aside().getByText('Free cancellation until 48 hours before the start'),
    ).toBeInTheDocument();
    expect(aside().queryByText(/Bookings here are requests/)).not.toBeInTheDocument();
    unmount();

    await openStudio({ bookingMode: 'request', cancellationHours: 0 });
    expect(
      aside().getByText(
        'No online cancellation: to cancel or change a booking, contact the studio.',
      ),
    ).toBeInTheDocument();
    expect(
      aside().getByText(
        'Bookings here are requests: the studio accepts or declines within 24 hours.',
      ),
    ).toBeInTheDocument();
  });

  it('says the deposit a studio asks and its refund rule, in place of the request note', async () => {
    const aside = () => within(main().getByRole('complementary', { name: 'Packages and booking' }));
    const { unmount } = await openStudio({
      bookingMode: 'request',
      cancellationHours: 24,
      deposit: { type: 'percent', value: 20, payWithinMinutes: 60 },
    });
    expect(
      await aside().findByText(
        'Deposit of 20% by UPI to hold a booking. Cancel up to 24 hours before the start for a full refund of the deposit; after that it is not refunded.',
      ),
    ).toBeInTheDocument();
    // A deposit holds the booking: it is no request.
    expect(aside().queryByText(/Bookings here are requests/)).not.toBeInTheDocument();
    unmount();

    await openStudio({
      cancellationHours: 0,
      deposit: { type: 'fixed', value: 1000, payWithinMinutes: 60 },
    });
    expect(
      await aside().findByText(
        'Deposit of ₹1,000 by UPI to hold a booking. The deposit is not refunded if you cancel; if the studio cancels, it is refunded in full.',
      ),
    ).toBeInTheDocument();
  });

  it('holds back the address, PIN code and Instagram of a masked studio', async () => {
    await openStudio({
      name: 'Hive Studio 4, Gurgaon',
      isMasked: true,
      instagramUsername: null,
      location: { fullAddress: null, city: 'Gurgaon', state: 'Haryana', pinCode: '' },
    });
    expect(main().getByText('Full address revealed after booking')).toBeInTheDocument();
    expect(main().getByText('Gurgaon, Haryana')).toBeInTheDocument();
    expect(main().queryByText(/122001/)).not.toBeInTheDocument();
    expect(main().queryByText('Instagram')).not.toBeInTheDocument();
  });

  it('embeds showcase videos privately and lazily', async () => {
    await openStudio({ youtubeLinks: ['https://www.youtube.com/embed/dQw4w9WgXcQ'] });
    const video = main().getByTitle('Echo Room: showcase video 1');
    expect(video).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(video).toHaveAttribute('loading', 'lazy');
    expect(video.getAttribute('allow')).not.toMatch(/autoplay/);
  });

  it('starts a video where its link says', async () => {
    await openStudio({
      youtubeLinks: ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90'],
    });
    expect(main().getByTitle('Echo Room: showcase video 1')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    );
  });

  it('says so when there are no photos', async () => {
    await openStudio({ images: [], cardImages: [] });
    expect(main().getByText('No images available.')).toBeInTheDocument();
  });

  it("offers the browser each photo's gallery size beside its full size, where it has one", async () => {
    const { user } = await openStudio({
      images: ['/uploads/a/full.webp', '/uploads/b/full.webp'],
      // The second photo was stored before decision 056: the response names its full size.
      galleryImages: ['/uploads/a/gallery.webp', '/uploads/b/full.webp'],
    });
    const photo = () => main().getByRole('img', { name: /^Echo Room, photo/ });
    expect(photo()).toHaveAttribute('src', '/uploads/a/full.webp');
    expect(photo()).toHaveAttribute(
      'srcset',
      '/uploads/a/gallery.webp 800w, /uploads/a/full.webp 1600w',
    );
    expect(photo()).toHaveAttribute('sizes', '(min-width: 1024px) 760px, 100vw');

    await user.click(main().getByRole('button', { name: 'Next photo' }));
    expect(photo()).toHaveAttribute('src', '/uploads/b/full.webp');
    expect(photo()).not.toHaveAttribute('srcset');
  });

  it('moves through the photos with previous, next and the dots, wrapping around', async () => {
    const { user } = await openStudio({ images: IMAGES });
    const photo = () => main().getByRole('img', { name: /^Echo Room, photo/ });
    expect(photo()).toHaveAttribute('alt', 'Echo Room, photo 1 of 3');

    await user.click(main().getByRole('button', { name: 'Previous photo' }));
    expect(photo()).toHaveAttribute('alt', 'Echo Room, photo 3 of 3');
    await user.click(main().getByRole('button', { name: 'Next photo' }));
    expect(photo()).toHaveAttribute('alt', 'Echo Room, photo 1 of 3');
    await user.click(main().getByRole('button', { name: 'Show photo 2' }));
    expect(photo()).toHaveAttribute('src', '/uploads/b.webp');
    expect(main().getByRole('button', { name: 'Show photo 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('opens the full-screen viewer: arrows move and wrap, Tab stays inside, Escape closes and focus returns', async () => {
    const { user } = await openStudio({ images: IMAGES });
    const opener = main().getByRole('button', { name: /Echo Room, photo 1 of 3/ });
    await user.click(opener);

    // The viewer's code loads on the first open.
    const dialog = await screen.findByRole('dialog', { name: 'Echo Room photos' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('main').closest('[inert]')).toBeInTheDocument();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    const shown = () => within(dialog).getByRole('img').getAttribute('alt');
    expect(shown()).toBe('Echo Room, photo 1 of 3');

    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('Echo Room, photo 2 of 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toBe('Echo Room, photo 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe('Echo Room, photo 3 of 3');

    // Close, Previous, Next, then round again.
    await user.tab();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Previous photo' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Next photo' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Next photo' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main').closest('[inert]')).not.toBeInTheDocument();
    // The carousel stays on the photo last viewed, and its photo has the focus again.
    const photo = main().getByRole('button', { name: /Echo Room, photo 3 of 3/ });
    await waitFor(() => expect(document.activeElement).toBe(photo));
  });

  it('closes the viewer with its Close button too', async () => {
    const { user } = await openStudio({ images: IMAGES });
    await user.click(main().getByRole('button', { name: /Echo Room, photo 1 of 3/ }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks guests to log in or sign up to book', async () => {
    await openStudio();
    const box = within(
      main().getByRole('heading', { name: 'Want to book this studio?' }).closest('section')!,
    );
    expect(box.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(box.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(main().queryByRole('link', { name: 'Edit Studio' })).not.toBeInTheDocument();
  });

  it('brings a guest who logs in from the box back to the studio', async () => {
    const { api, user, router } = await openStudio();
    api.on('POST /api/user/login', { body: authResult('customer') });
    await user.click(main().getByRole('link', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await user.type(main().getByLabelText('Email'), 'customer@example.com');
    await user.type(main().getByLabelText('Password'), 'secret123');
    await user.click(main().getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Echo Room' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/studios/${ID}`);
    expect(main().queryByText('Want to book this studio?')).not.toBeInTheDocument();
  });

  it('keeps the booking place for signed-in users, without the guest box', async () => {
    await openStudio({}, authResult('customer'));
    expect(main().queryByText('Want to book this studio?')).not.toBeInTheDocument();
    expect(document.getElementById('booking')).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Edit Studio' })).not.toBeInTheDocument();
  });

  it('offers Edit Studio to its author once approved', async () => {
    const owner = authResult('owner');
    await openStudio({ author: owner.user._id }, owner);
    expect(main().getByRole('link', { name: 'Edit Studio' })).toHaveAttribute(
      'href',
      `/owner/studios/${ID}/edit`,
    );
  });

  it('offers no editing of a pending studio', async () => {
    const owner = authResult('owner');
    await openStudio({ author: owner.user._id, approved: false }, owner);
    expect(main().getByText('Pending approval')).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Edit Studio' })).not.toBeInTheDocument();
  });

  it('shows a red box when the studio does not exist', async () => {
    mockApi({
      ...PASSED_THROUGH,
      [`GET /api/studio/${ID}`]: errorReply(404, 'NOT_FOUND', 'Studio not found'),
    });
    renderApp(`/studios/${ID}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Studio not found')).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 1, name: 'Studio Details' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Browse Studios' })).toHaveAttribute(
      'href',
      '/studios',
    );
  });

  it('says the details could not be loaded on other failures', async () => {
    mockApi({
      ...PASSED_THROUGH,
      [`GET /api/studio/${ID}`]: errorReply(403, 'FORBIDDEN', 'Not allowed.'),
    });
    renderApp(`/studios/${ID}`);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Failed to load studio details. Please try again later.'),
    ).toBeInTheDocument();
  });
});
