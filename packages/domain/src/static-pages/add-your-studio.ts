import type { StaticPage } from '../site-pages';

export const ADD_YOUR_STUDIO_PAGE = {
  path: '/add-your-studio',
  title: 'List Your Studio',
  description:
    'Turn your room into a podcast studio: list it on Studio Hive and receive bookings from creators across Delhi NCR. No platform fee; customers pay at your studio.',
} as const satisfies StaticPage;
