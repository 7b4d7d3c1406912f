import type { StaticPage } from '../site-pages';

export const HELP_PAGE = {
  path: '/help',
  title: 'Help Center',
  description:
    'Answers about booking a studio, Pay at Studio, listing and managing a studio, your account and sign-in, and how Studio Hive works.',
} as const satisfies StaticPage;
