import type { StaticPage } from '../site-pages';

export const PRIVACY_PAGE = {
  path: '/privacy',
  title: 'Privacy Policy',
  description:
    'What Studio Hive keeps about you (name, e-mail, phone, bookings, reviews, images), why, who sees it, and how to have your account deleted.',
} as const satisfies StaticPage;
