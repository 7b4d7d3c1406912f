/**
 * A studio photo's sizes as a studio's page offers them to the browser (decision 056): the full
 * size (at most FULL_PHOTO_WIDTH wide) and, for photos stored since, a gallery size (at most
 * GALLERY_WIDTH wide), among which the browser picks by the width the photo is drawn at.
 */

/** The widest a stored photo's full size is (the API's image pipeline fits it inside 1600 x 1200). */
export const FULL_PHOTO_WIDTH = 1600;

/**
 * The widest a photo's gallery size is: a phone 400 px wide with two device pixels to each, and
 * the page's photo column on a desktop (760 px), load it instead of the full size.
 */
export const GALLERY_WIDTH = 800;

/**
 * How wide the gallery draws its photo (studio-details.tsx): the page's column beside the
 * booking panel from 1024 px on, the whole width below.
 */
export const GALLERY_PHOTO_SIZES = '(min-width: 1024px) 760px, 100vw';

/**
 * The `srcset` of a photo with its gallery size, or undefined for a photo without one (stored
 * before decision 056: the response names its full size in both places).
 */
export function galleryPhotoSrcSet(fullUrl: string, galleryUrl: string): string | undefined {
  if (galleryUrl === fullUrl) return undefined;
  return `${galleryUrl} ${GALLERY_WIDTH}w, ${fullUrl} ${FULL_PHOTO_WIDTH}w`;
}
