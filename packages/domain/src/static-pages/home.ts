import type { StaticPage } from '../site-pages';

export const HOME_PAGE = {
  path: '/',
  title: null,
  description:
    'Find and book podcast and video recording studios by the hour in Delhi NCR. Transparent prices, instant confirmation, no platform fee. Pay at the studio.',
} as const satisfies StaticPage;
