import { META_DESCRIPTION_MAX_LENGTH } from './constants';

/**
 * A page's meta description (spec sections 2 and 9): whitespace collapsed, at most 160
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
