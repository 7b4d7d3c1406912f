import { BRAND_NAME } from './constants';

/**
 * The site's title and description, and how a page's tab title is made. The fixed pages' own
 * titles and descriptions are in static-pages/, one module a page, gathered in static-pages.ts
 * (docs/decisions/015).
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

/** A fixed page of the site: its path, tab title and meta description (docs/decisions/015). */
export type StaticPage = {
  /** The page's path, as the web app's config/paths.ts has it. */
  readonly path: string;
  /** Title before ' | Studio Hive'; null for the home page (SITE_TITLE). */
  readonly title: string | null;
  /** At most 160 characters (docs/product.md#constants). */
  readonly description: string;
};
