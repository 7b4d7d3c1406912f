import { BRAND_NAME, SITE_TITLE } from '@studio-hive/domain';

export const SITE_NAME = BRAND_NAME;
/** Title of the home page and of index.html (the domain's, which the API writes into pages too). */
export { SITE_TITLE };
export const SITE_TAGLINE =
  'Book podcast and video recording studios by the hour across Delhi NCR. Pay at the studio.';
