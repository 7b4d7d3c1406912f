import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, SUPPORT_EMAIL } from '@studio-hive/domain';
import { FAQ_ENTRIES, type FaqEntry } from './faq-entries';
import {
  countByCategory,
  faqResultText,
  filterFaq,
  groupByTopic,
  normaliseSearchText,
  searchWords,
} from './faq-search';

const entry = (
  id: string,
  topic: FaqEntry['topic'],
  question: string,
  answer: string,
): FaqEntry => ({
  id,
  topic,
  question,
  answer: [answer],
});

const SAMPLE: FaqEntry[] = [
  entry('pay', 'booking', 'How do I pay?', 'Pay at Studio when you arrive. No refunds online.'),
  entry('cancel', 'booking', 'Can I cancel?', 'Refunds follow the studio’s own policy.'),
  entry('list', 'studio-management', 'How do I list my studio?', 'Submit it for approval.'),
  entry('otp', 'account', 'My codes (OTP) did not arrive', 'Codes are valid for 10 minutes.'),
  entry(
    'tz',
    'general-technical',
    'Which time zone?',
    'India Standard Time, on every café screen.',
  ),
];
const ids = (entries: FaqEntry[]) => entries.map((e) => e.id);

describe('normaliseSearchText and searchWords', () => {
  it('folds case, accents, curly quotes and punctuation', () => {
    expect(normaliseSearchText('  Can’t LOG-in?  Café ')).toBe('can t log in cafe');
    expect(searchWords('₹899 student')).toEqual(['899', 'student']);
    expect(searchWords('  ?!  ')).toEqual([]);
  });
});

describe('filterFaq', () => {
  it('returns every question of All Topics, and only a topic’s own questions for a topic', () => {
    expect(ids(filterFaq(SAMPLE, { query: '', category: 'all' }))).toEqual([
      'pay',
      'cancel',
      'list',
      'otp',
      'tz',
    ]);
    expect(ids(filterFaq(SAMPLE, { query: '', category: 'booking' }))).toEqual(['pay', 'cancel']);
    expect(ids(filterFaq(SAMPLE, { query: '   ', category: 'account' }))).toEqual(['otp']);
  });

  it('searches questions and answers, in any case, each word as the start of a word', () => {
    expect(ids(filterFaq(SAMPLE, { query: 'REFUND', category: 'all' }))).toEqual(['pay', 'cancel']);
    expect(ids(filterFaq(SAMPLE, { query: 'otp', category: 'all' }))).toEqual(['otp']);
    expect(ids(filterFaq(SAMPLE, { query: 'cafe', category: 'all' }))).toEqual(['tz']);
    // Inside a word is no match: "fund" is not "refund".
    expect(ids(filterFaq(SAMPLE, { query: 'fund', category: 'all' }))).toEqual([]);
  });

  it('needs every word, and combines the search with the topic', () => {
    expect(ids(filterFaq(SAMPLE, { query: 'refunds policy', category: 'all' }))).toEqual([
      'cancel',
    ]);
    expect(ids(filterFaq(SAMPLE, { query: 'studio', category: 'studio-management' }))).toEqual([
      'list',
    ]);
    expect(filterFaq(SAMPLE, { query: 'refund', category: 'account' })).toEqual([]);
    expect(filterFaq(SAMPLE, { query: 'zzz', category: 'all' })).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const copy = [...SAMPLE];
    filterFaq(SAMPLE, { query: 'pay', category: 'booking' });
    expect(SAMPLE).toEqual(copy);
  });
});

describe('countByCategory', () => {
  it('counts the matches of the search per category, All Topics being their sum', () => {
    expect(countByCategory(SAMPLE, '')).toEqual({
      all: 5,
      booking: 2,
      'studio-management': 1,
      account: 1,
      'general-technical': 1,
    });
    expect(countByCategory(SAMPLE, 'studio')).toEqual({
      all: 3,
      booking: 2,
      'studio-management': 1,
      account: 0,
      'general-technical': 0,
    });
  });
});

describe('groupByTopic', () => {
  it('groups in the order of the categories and leaves out empty topics', () => {
    const groups = groupByTopic([SAMPLE[4]!, SAMPLE[0]!, SAMPLE[3]!]);
    expect(groups.map((g) => [g.topic, ids(g.entries)])).toEqual([
      ['booking', ['pay']],
      ['account', ['otp']],
      ['general-technical', ['tz']],
    ]);
  });
});

describe('faqResultText', () => {
  it('says how many questions or results, for which search and in which topic', () => {
    expect(faqResultText(38, '', 'all')).toBe('38 questions');
    expect(faqResultText(1, ' ', 'booking')).toBe('1 question in Booking');
    expect(faqResultText(2, ' refund ', 'all')).toBe('2 results for "refund"');
    expect(faqResultText(1, 'otp', 'account')).toBe('1 result for "otp" in Account');
    expect(faqResultText(0, 'zzz', 'general-technical')).toBe(
      '0 results for "zzz" in General & Technical',
    );
  });
});

describe('the Help Center questions', () => {
  it('cover every category, with unique ids and questions', () => {
    const counts = countByCategory(FAQ_ENTRIES, '');
    for (const category of FAQ_CATEGORIES) expect(counts[category], category).toBeGreaterThan(2);
    expect(new Set(FAQ_ENTRIES.map((e) => e.id)).size).toBe(FAQ_ENTRIES.length);
    expect(new Set(FAQ_ENTRIES.map((e) => e.question)).size).toBe(FAQ_ENTRIES.length);
    for (const e of FAQ_ENTRIES) expect(e.id, e.question).toMatch(/^[a-z0-9-]+$/);
  });

  it('promise only what the product does: Pay at Studio, no online payment, support on weekdays', () => {
    const text = FAQ_ENTRIES.flatMap((e) => [e.question, ...e.answer]).join('\n');
    expect(text).not.toMatch(/pay(ing)? online|online payment|24\s*\/\s*7|around the clock/i);
    expect(text).toContain('Pay at Studio');
    expect(text).toContain('Support replies within 24 hours, Monday to Friday.');
    expect(text).toContain(SUPPORT_EMAIL);
    expect(text).toContain('Location revealed after booking');
  });

  it('find what people type for common needs', () => {
    const find = (query: string) => ids(filterFaq(FAQ_ENTRIES, { query, category: 'all' }));
    expect(find('refund')).toContain('cancel');
    expect(find('OTP')).toEqual(expect.arrayContaining(['signup', 'codes']));
    expect(find('calendar')).toContain('calendar');
    expect(find('EXIF')).toEqual(['photos']);
    expect(find('899')).toEqual(['student-pricing']);
    expect(find('delete account')).toContain('delete-account');
  });
});
