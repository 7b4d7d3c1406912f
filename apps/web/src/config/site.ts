import { BRAND_NAME } from '@studio-hive/domain';

export const SITE_NAME = BRAND_NAME;
/** Title of the home page and of index.html. */
export const SITE_TITLE = `${SITE_NAME}: book podcast and video studios in Delhi NCR`;
export const SITE_TAGLINE =
  'Book podcast and video recording studios by the hour across Delhi NCR. Pay at the studio.';
