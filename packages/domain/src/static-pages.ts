import type { StaticPage } from './site-pages';
import { HOME_PAGE } from './static-pages/home';
import { STUDIOS_PAGE } from './static-pages/studios';
import { ABOUT_PAGE } from './static-pages/about';
import { HELP_PAGE } from './static-pages/help';
import { CONTACT_PAGE } from './static-pages/contact';
import { ADD_YOUR_STUDIO_PAGE } from './static-pages/add-your-studio';
import { TERMS_PAGE } from './static-pages/terms';
import { PRIVACY_PAGE } from './static-pages/privacy';

/**
 * The titles and meta descriptions of the site's fixed pages, in one table that the web app (tab
 * title, description while navigating) and the API (the HTML it serves for those paths, for
 * search engines and link previews) both read, so the two cannot drift (docs/decisions/015). Each
 * page's entry is a module of its own (static-pages/), so a route's chunk carries only its own
 * page's description, and only the server and the tests load this table (decision 014).
 */

export const STATIC_PAGES = {
  home: HOME_PAGE,
  studios: STUDIOS_PAGE,
  about: ABOUT_PAGE,
  help: HELP_PAGE,
  contact: CONTACT_PAGE,
  addYourStudio: ADD_YOUR_STUDIO_PAGE,
  terms: TERMS_PAGE,
  privacy: PRIVACY_PAGE,
} as const satisfies Record<string, StaticPage>;

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
