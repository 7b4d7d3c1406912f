import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repositoryFiles } from './repository-files.mjs';

/**
 * Citations in the code, tests and documents must resolve inside the repository: a reader with
 * only this repository can follow each one. `unresolvedCitations` lists those that do not:
 * numbered sections of a specification kept elsewhere ("spec section 7", "(section 5)"), the
 * bare word "spec", files outside the repository (API.md, STYLE.md, ARCHITECTURE.md, ../shared),
 * tracker issues ("issue 9"), and paths into docs/ whose file or anchor does not exist, or
 * decision numbers without a record in docs/decisions/. The product rules are in
 * docs/product.md, the HTTP API in docs/api.md.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Files read: source, tests, scripts, documents. */
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.md', '.html'];
/** This checker and its test name the patterns they look for. */
const SKIPPED_FILES = new Set(['scripts/citations.mjs', 'scripts/citations.test.mjs']);

/** Each rule: a name, what it finds on a line, and a sentence for the report. */
const LINE_RULES = [
  {
    rule: 'spec-section',
    pattern: /\bspec(?:'s)?[\s*/#(]*(?:sections?|§)\s*\d|\(spec \d|§\s*\d/gi,
    why: 'a section of a specification outside the repository: cite docs/product.md#<anchor>',
  },
  {
    rule: 'section-number',
    // "(section 5)", "sections 3, 5 and 7": the same specification; RFC sections are fine.
    pattern: /(?<!RFC \d+ )\bsections? \d+(?:\.\d+)*\b/gi,
    why: 'a numbered section of a specification outside the repository: cite docs/product.md#<anchor>',
  },
  {
    rule: 'spec-word',
    // The word alone; Playwright's *.spec.ts files are not a citation.
    pattern: /(?<![./\w-])spec(?![./\w-])/gi,
    why: 'the specification is not in the repository: cite docs/product.md or docs/api.md',
  },
  {
    rule: 'outside-file',
    pattern:
      /(?<![\w/])(?:API|STYLE|ARCHITECTURE)\.md\b|product-spec|\.\.\/shared\b|\/work\/shared\b/g,
    why: 'a file outside the repository: cite docs/api.md, docs/product.md or a decision record',
  },
  {
    rule: 'issue',
    pattern: /\bissues? #?\d+/gi,
    why: 'a tracker issue: cite the decision record or docs page that covers it',
  },
];

/** `docs/...md` optionally with `#anchor`, as cited in comments and documents. */
const DOC_PATH = /(?<![\w/.-])docs\/([\w./-]*\w)(?:#([\w-]+))?/g;
/** "decision 013", "decisions 010 and 019", "decision records 004, 011". */
const DECISION_NUMBERS = /\bdecisions?(?: records?)?((?:(?:,\s*|\s+and\s+|\s+)\d{3}\b)+)/gi;

/** GitHub's id of a heading: lower case, punctuation dropped, spaces to dashes. */
export function headingSlug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown file offers: explicit `<a id="...">` and its headings' slugs. */
export function markdownAnchors(text) {
  const anchors = new Set();
  for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    anchors.add(headingSlug(match[1]));
  }
  return anchors;
}

function createResolver(root) {
  const anchorCache = new Map();
  const decisionFiles = existsSync(join(root, 'docs/decisions'))
    ? readdirSync(join(root, 'docs/decisions'))
    : [];
  const anchorsOf = (file) => {
    if (!anchorCache.has(file)) {
      anchorCache.set(file, markdownAnchors(readFileSync(join(root, file), 'utf8')));
    }
    return anchorCache.get(file);
  };
  const decisionExists = (number) => decisionFiles.some((name) => name.startsWith(`${number}-`));

  /** Why `docs/<path>#<anchor>` does not resolve, or null when it does. */
  function docPathProblem(path, anchor) {
    const file = `docs/${path}`;
    // The template's placeholder (docs/decisions/NNN-title.md) names no file.
    if (path.includes('NNN')) return null;
    const decision = /^decisions\/(\d{3})$/.exec(path);
    if (decision) return decisionExists(decision[1]) ? null : `no decision record ${file}-*.md`;
    if (!existsSync(join(root, file))) {
      // `docs/decisions/` or a path cut at the end of a sentence ("see docs/api.md.").
      return existsSync(join(root, file.replace(/\.$/, ''))) ? null : `no file ${file}`;
    }
    if (anchor === undefined || !file.endsWith('.md')) return null;
    return anchorsOf(file).has(anchor) ? null : `no anchor #${anchor} in ${file}`;
  }

  return { docPathProblem, decisionExists };
}

/** The unresolved citations of one file's text; `file` is its path from the root. */
export function citationsOfText(file, text, resolver) {
  const findings = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const add = (rule, match, why) =>
      findings.push({ file, line: index + 1, rule, citation: match, why, text: line.trim() });
    // Each span counts once, for the first rule that finds it ("spec section 2" is not also
    // a bare "spec" and a "section 2").
    let rest = line;
    for (const { rule, pattern, why } of LINE_RULES) {
      for (const match of rest.matchAll(pattern)) add(rule, match[0], why);
      rest = rest.replace(pattern, (match) => ' '.repeat(match.length));
    }
    for (const match of line.matchAll(DOC_PATH)) {
      const problem = resolver.docPathProblem(match[1], match[2]);
      if (problem) add('docs-path', match[0], problem);
    }
    for (const match of line.matchAll(DECISION_NUMBERS)) {
      for (const number of match[1].match(/\d{3}/g)) {
        if (!resolver.decisionExists(number)) {
          add('decision-number', match[0].trim(), `no record docs/decisions/${number}-*.md`);
        }
      }
    }
  });
  return findings;
}

/**
 * Every citation in the repository's source, tests and documents that does not resolve inside
 * it, as `{file, line, rule, citation, why, text}`, in file and line order.
 */
export function unresolvedCitations(root = ROOT) {
  const resolver = createResolver(root);
  const findings = [];
  for (const file of repositoryFiles(root, { extensions: EXTENSIONS })) {
    if (SKIPPED_FILES.has(file)) continue;
    findings.push(...citationsOfText(file, readFileSync(join(root, file), 'utf8'), resolver));
  }
  return findings;
}

/** A report for people: a count per rule, then `file:line  citation  (why)` per finding. */
export function formatCitations(findings, { limit = 400 } = {}) {
  if (findings.length === 0) return 'Every citation resolves inside the repository.';
  const perRule = new Map();
  for (const finding of findings) perRule.set(finding.rule, (perRule.get(finding.rule) ?? 0) + 1);
  const files = new Set(findings.map((finding) => finding.file));
  const lines = [
    `${findings.length} citations in ${files.size} files do not resolve inside the repository (${[
      ...perRule,
    ]
      .map(([rule, count]) => `${rule}: ${count}`)
      .join(', ')}):`,
    ...findings
      .slice(0, limit)
      .map((finding) => `  ${finding.file}:${finding.line}  ${finding.citation}  (${finding.why})`),
  ];
  if (findings.length > limit) lines.push(`  ... and ${findings.length - limit} more`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const findings = unresolvedCitations();
  console.log(formatCitations(findings, { limit: Infinity }));
  process.exitCode = findings.length === 0 ? 0 : 1;
}
