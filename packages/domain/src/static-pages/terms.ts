import type { StaticPage } from '../site-pages';

export const TERMS_PAGE = {
  path: '/terms',
  title: 'Terms of Service',
  description:
    "The terms for booking and listing studios on Studio Hive: Pay at Studio, each studio's own refund policy, cancellations, reviews and accounts.",
} as const satisfies StaticPage;
