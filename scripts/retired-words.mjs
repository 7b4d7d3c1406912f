import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { repositoryFiles } from './repository-files.mjs';

/**
 * One word per concept in the code (decision 046): the words the code no longer uses for a
 * concept it names otherwise, with the word to use. `retiredWordsInCode` reads every name the
 * code declares or uses (identifiers, and the snake_case names of tables and columns written as
 * strings) of the source, tests, scripts and benchmarks, splits each into its words (camelCase,
 * PascalCase, snake_case, kebab-case file names) and lists those that use a retired word.
 * Comments and sentences are not read: English keeps its words ("the e-mails are kept").
 * Migrations already applied keep the names they had (apps/api/drizzle).
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Each retired word (or words in a row), what to say instead, and the words it may follow (a
 * browser's own names).
 */
export const RETIRED_WORDS = [
  { word: 'move', use: 'reschedule (a booking)', allowedAfter: ['pointer', 'mouse', 'touch'] },
  { word: 'moved', use: 'rescheduled' },
  { word: 'moves', use: 'reschedules' },
  { word: 'moving', use: 'rescheduling' },
  { word: 'kept', use: 'cached, persisted or retained, as the case may be' },
  { word: 'unkept', use: 'not cached' },
  { word: 'half', use: 'timeframe (upcoming or past)' },
  { word: 'halves', use: 'timeframes (upcoming and past)' },
  { word: 'lapsed', use: 'expired (the domain\u2019s word)' },
  { word: 'stated', use: 'responded (a booking as a response states it)' },
  { word: 'sweep', use: 'delivery (notifications), audit (masking) or prune (counter store)' },
  { word: 'sweeps', use: 'deliveries, audits or prunes' },
  { word: 'day figures', use: 'daily counts (of bookings, per date and state)' },
];

/** Whole names retired as such (their words live on elsewhere). */
export const RETIRED_NAMES = [
  { name: 'BookingStatus', use: 'BookingTiming (Upcoming or Completed) or BookingState' },
  { name: 'bookingStatus', use: 'bookingTiming' },
];

const EXTENSIONS = ['.ts', '.tsx', '.mjs'];
const READ_DIRECTORIES = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
/** Migrations already applied keep the names they had. */
const SKIPPED_DIRECTORIES = ['drizzle'];
/** This checker and its test name the words they look for. */
const SKIPPED_FILES = new Set(['scripts/retired-words.mjs', 'scripts/retired-words.test.mjs']);

/** The words of a name: `keptHeads` → kept, heads; `booking_day_figures` → booking, day, figures. */
export function wordsOf(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_\-./]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/**
 * Names that keep a retired word on purpose, in the one file that needs them, and why; each goes
 * when its reason does.
 */
const KEPT_ON_PURPOSE = [
  {
    file: 'apps/api/src/modules/dashboards/booking-daily-counts.integration.test.ts',
    name: 'booking_day_figures',
    why: "the view under the previous release's name (migration 0020); the next release drops it",
  },
];

/** Why `name` uses a retired word (or words, in a row), or null. */
export function retiredWordIn(name) {
  const named = RETIRED_NAMES.find((retired) => retired.name === name);
  if (named) return { word: name, use: named.use };
  const words = wordsOf(name);
  for (const retired of RETIRED_WORDS) {
    const phrase = retired.word.split(' ');
    for (let index = 0; index + phrase.length <= words.length; index += 1) {
      if (!phrase.every((word, offset) => words[index + offset] === word)) continue;
      if (retired.allowedAfter?.includes(words[index - 1] ?? '')) continue;
      return { word: retired.word, use: retired.use };
    }
  }
  return null;
}

/** A snake_case string names a table, a column or a SQL function. */
const SQL_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/** The names in one file's text that use a retired word, as `{file, line, name, word, use}`. */
export function retiredWordsOfText(file, text) {
  const findings = [];
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const check = (name, position) => {
    if (KEPT_ON_PURPOSE.some((kept) => kept.file === file && kept.name === name)) return;
    const retired = retiredWordIn(name);
    if (!retired) return;
    const line = source.getLineAndCharacterOfPosition(position).line + 1;
    findings.push({ file, line, name, ...retired });
  };
  // The file's own name counts too: a module is named like what it holds.
  check(file.split('/').pop().replace(/\..*$/, ''), 0);
  const visit = (node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      check(node.text, node.getStart(source));
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (SQL_NAME.test(node.text)) check(node.text, node.getStart(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** Every name of the repository's code that uses a retired word, in file and line order. */
export function retiredWordsInCode(root = ROOT) {
  const findings = [];
  const files = repositoryFiles(root, {
    directories: READ_DIRECTORIES,
    extensions: EXTENSIONS,
    skippedDirectories: SKIPPED_DIRECTORIES,
  });
  for (const file of files) {
    if (SKIPPED_FILES.has(file)) continue;
    findings.push(...retiredWordsOfText(file, readFileSync(join(root, file), 'utf8')));
  }
  return findings;
}

/** A report for people: `file:line  name  (word: use instead)` per finding. */
export function formatRetiredWords(findings, { limit = 400 } = {}) {
  if (findings.length === 0) return 'No name uses a retired word.';
  return [
    `${findings.length} names use a retired word:`,
    ...findings
      .slice(0, limit)
      .map(
        (finding) =>
          `  ${finding.file}:${finding.line}  ${finding.name}  (${finding.word}: ${finding.use})`,
      ),
  ].join('\n');
}
