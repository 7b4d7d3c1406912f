import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, type FaqCategory } from '@studio-hive/domain';
import type { FaqEntry, FaqTopic } from './faq-entries';

/**
 * Text as the search compares it: lower case, accents and curly quotes folded, every run of
 * anything but letters and digits one space ("Can’t log-in?" -> "can t log in").
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a search; an empty list when the text holds no letters or digits. */
export function searchWords(query: string): string[] {
  const text = normaliseSearchText(query);
  return text ? text.split(' ') : [];
}

const haystacks = new WeakMap<FaqEntry, string>();

function haystackOf(entry: FaqEntry): string {
  let text = haystacks.get(entry);
  if (text === undefined) {
    text = ` ${normaliseSearchText([entry.question, ...entry.answer].join(' '))} `;
    haystacks.set(entry, text);
  }
  return text;
}

/**
 * Whether every word of the search occurs in the question or its answer, as the start of a word
 * ("refund" finds "refunds", "cam" finds "camera"; "fun" does not find "refund").
 */
export function matchesSearch(entry: FaqEntry, words: readonly string[]): boolean {
  const text = haystackOf(entry);
  return words.every((word) => text.includes(` ${word}`));
}

/** The questions of a topic ('all': every topic) that match the search, in their order. */
export function filterFaq(
  entries: readonly FaqEntry[],
  { query, category }: { query: string; category: FaqCategory },
): FaqEntry[] {
  const words = searchWords(query);
  return entries.filter(
    (entry) => (category === 'all' || entry.topic === category) && matchesSearch(entry, words),
  );
}

/** How many questions match the search in each category, 'all' included. */
export function countByCategory(
  entries: readonly FaqEntry[],
  query: string,
): Record<FaqCategory, number> {
  const words = searchWords(query);
  const counts = Object.fromEntries(FAQ_CATEGORIES.map((c) => [c, 0])) as Record<
    FaqCategory,
    number
  >;
  for (const entry of entries) {
    if (!matchesSearch(entry, words)) continue;
    counts.all += 1;
    counts[entry.topic] += 1;
  }
  return counts;
}

/** The matching questions grouped by topic, topics in the order of the category list. */
export function groupByTopic(
  entries: readonly FaqEntry[],
): { topic: FaqTopic; entries: FaqEntry[] }[] {
  return FAQ_CATEGORIES.filter((c): c is FaqTopic => c !== 'all')
    .map((topic) => ({ topic, entries: entries.filter((entry) => entry.topic === topic) }))
    .filter((group) => group.entries.length > 0);
}

/**
 * The result count line: '38 questions', '15 questions in Booking', '2 results for "refund"',
 * '1 result for "otp" in Account'.
 */
export function faqResultText(count: number, query: string, category: FaqCategory): string {
  const searching = searchWords(query).length > 0;
  const noun = searching ? 'result' : 'question';
  let text = `${count} ${noun}${count === 1 ? '' : 's'}`;
  if (searching) text += ` for "${query.trim()}"`;
  if (category !== 'all') text += ` in ${FAQ_CATEGORY_LABELS[category]}`;
  return text;
}
