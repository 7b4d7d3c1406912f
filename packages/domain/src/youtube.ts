/**
 * YouTube embed links (spec section 7): what a studio's video links must look like, and the
 * address the detail page embeds. Plain functions: screens load this with the page.
 */

/** `https://www.youtube.com/embed/{11-character id}` (or youtube-nocookie.com), optional query. */
export const YOUTUBE_EMBED_LINK =
  /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]{11})(?:\?[A-Za-z0-9_=&.-]{0,100})?$/;

/** The video id of a YouTube embed link, or null for anything else. */
export function youtubeEmbedId(link: string): string | null {
  return YOUTUBE_EMBED_LINK.exec(link.trim())?.[1] ?? null;
}

/** Privacy-enhanced embed address of a video id (no cookies until the visitor plays it). */
export function youtubePrivacyEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}
