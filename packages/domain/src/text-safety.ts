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

/**
 * What a name or key of a studio never carries (decision 040): control characters and every
 * format character (Unicode category Cf: zero-width spaces and joiners, soft hyphens, word
 * joiners, byte order marks, bidi controls). A name is listed, searched, compared and put in
 * e-mails and calendar files: one that looks like another must be the same text.
 */
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

export function isSafeName(value: string): boolean {
  return !UNSAFE_NAME_CHARACTERS.test(value);
}
