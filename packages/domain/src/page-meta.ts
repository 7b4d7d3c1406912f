import { META_DESCRIPTION_MAX_LENGTH } from './constants';
import { formatRupees } from './pricing';
import type { Studio } from './studio-responses';

/**
 * A page's meta description (docs/product.md#screens and docs/product.md#constants): whitespace collapsed, at most 160
 * characters, cut at a word boundary with an ellipsis when it had to be shortened.
 */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** What a studio page's description is made from: the view its reader gets (masked for guests). */
type StudioPageFacts = Pick<Studio, 'name' | 'description' | 'pricePerHour' | 'packages'>;

/** The studio's lowest hourly price: its cheapest package, else its listed price per hour. */
export function studioLowestPrice(studio: Pick<Studio, 'pricePerHour' | 'packages'>) {
  return studio.packages.length
    ? Math.min(...studio.packages.map((p) => p.price))
    : studio.pricePerHour;
}

/**
 * A studio page's meta description: its own description, or a sentence to book it from its
 * lowest price when it has none. The server writes it into the page's HTML and the web app keeps
 * it after taking the page over (and sets it on navigating to the page), so crawlers that run
 * scripts and shared links read the same text.
 */
export function studioPageDescription(studio: StudioPageFacts): string {
  const lowest = studioLowestPrice(studio);
  return metaDescription(
    studio.description.trim()
      ? studio.description
      : `Book ${studio.name} by the hour${lowest ? ` from ${formatRupees(lowest)}` : ''}. Pay at the studio.`,
  );
}
