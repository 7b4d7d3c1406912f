import type { StaticPage } from '../site-pages';

export const ABOUT_PAGE = {
  path: '/about',
  title: 'About Us',
  description:
    'Why we built Studio Hive, our mission and vision for creators in Delhi NCR, the team behind it, and our blog with recording tips.',
} as const satisfies StaticPage;
