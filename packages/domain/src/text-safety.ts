/**
 * Characters free text (studio details, reviews) never carries: control characters (NUL among
 * them, which PostgreSQL cannot store) and bidirectional overrides, embeddings and isolates
 * (they make text read in another order than it is stored). Line breaks and tabs are allowed
 * where the text may span lines.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export function isSafeText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !UNSAFE_CHARACTERS.test(options.multiline ? value.replace(/[\r\n\t]/g, ' ') : value);
}
