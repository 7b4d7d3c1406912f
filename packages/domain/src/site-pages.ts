import { BRAND_NAME } from './constants';

/**
 * The titles and meta descriptions of the site's fixed pages, in one table that the web app (tab
 * title, description while navigating) and the API (the HTML it serves for those paths, for
 * search engines and link previews) both read, so the two cannot drift (docs/decisions/015).
 */

/** Title of the home page and of index.html. */
export const SITE_TITLE = `${BRAND_NAME}: book podcast and video studios in Delhi NCR`;
/** Description of index.html: pages without their own keep this one. */
export const SITE_DESCRIPTION =
  'Find and book podcast and video recording studios by the hour in Delhi NCR. Pay at the studio.';

/** A tab title: '{title} | Studio Hive', or the site's own title without one. */
export function pageTitle(title?: string | null): string {
  return title ? `${title} | ${BRAND_NAME}` : SITE_TITLE;
}

export type StaticPage = {
  /** The page's path, as the web app's config/paths.ts has it. */
  readonly path: string;
  /** Title before ' | Studio Hive'; null for the home page (SITE_TITLE). */
  readonly title: string | null;
  /** At most 160 characters (docs/product.md#constants). */
  readonly description: string;
};

export const STATIC_PAGES = {
  home: {
    path: '/',
    title: null,
    description:
      'Find and book podcast and video recording studios by the hour in Delhi NCR. Transparent prices, instant confirmation, no platform fee. Pay at the studio.',
  },
  studios: {
    path: '/studios',
    title: 'Browse Studios',
    description:
      'Compare podcast and video recording studios across Delhi NCR by price, rating and city. Book by the hour and pay at the studio.',
  },
  about: {
    path: '/about',
    title: 'About Us',
    description:
      'Why we built Studio Hive, our mission and vision for creators in Delhi NCR, the team behind it, and our blog with recording tips.',
  },
  help: {
    path: '/help',
    title: 'Help Center',
    description:
      'Answers about booking a studio, Pay at Studio, listing and managing a studio, your account and sign-in, and how Studio Hive works.',
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    description:
      'Questions about a booking, listing your studio or your account? Write to Studio Hive; support replies within 24 hours, Monday to Friday.',
  },
  addYourStudio: {
    path: '/add-your-studio',
    title: 'List Your Studio',
    description:
      'Turn your room into a podcast studio: list it on Studio Hive and receive bookings from creators across Delhi NCR. No platform fee; customers pay at your studio.',
  },
  terms: {
    path: '/terms',
    title: 'Terms of Service',
    description:
      "The terms for booking and listing studios on Studio Hive: Pay at Studio, each studio's own refund policy, cancellations, reviews and accounts.",
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy',
    description:
      'What Studio Hive keeps about you (name, e-mail, phone, bookings, reviews, images), why, who sees it, and how to have your account deleted.',
  },
} as const satisfies Record<string, StaticPage>;

export type StaticPageKey = keyof typeof STATIC_PAGES;

const BY_PATH = new Map<string, StaticPage>(
  Object.values(STATIC_PAGES).map((page) => [page.path, page]),
);

/**
 * The fixed page at a URL path, as the web app's router matches it: any letter case, one
 * trailing slash allowed, query and fragment ignored ('/About/?x=1' is About). Undefined otherwise.
 */
export function staticPageForPath(url: string): StaticPage | undefined {
  const path = (url.split(/[?#]/)[0] ?? '').toLowerCase();
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return BY_PATH.get(trimmed);
}
