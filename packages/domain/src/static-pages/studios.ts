import type { StaticPage } from '../site-pages';

export const STUDIOS_PAGE = {
  path: '/studios',
  title: 'Browse Studios',
  description:
    'Compare podcast and video recording studios across Delhi NCR by price, rating and city. Book by the hour and pay at the studio.',
} as const satisfies StaticPage;
