import type { StaticPage } from '../site-pages';

export const CONTACT_PAGE = {
  path: '/contact',
  title: 'Contact Us',
  description:
    'Questions about a booking, listing your studio or your account? Write to Studio Hive; support replies within 24 hours, Monday to Friday.',
} as const satisfies StaticPage;
