import { describe, expect, it } from 'vitest';
import {
  citationsOfText,
  formatCitations,
  headingSlug,
  markdownAnchors,
  unresolvedCitations,
} from './citations.mjs';

/** A resolver over a made-up docs/ tree: product.md with two anchors, decision 011. */
const resolver = {
  docPathProblem: (path, anchor) => {
    if (path === 'product.md') {
      return anchor === undefined || ['bookings', 'masked-studios'].includes(anchor)
        ? null
        : `no anchor #${anchor} in docs/product.md`;
    }
    return path === 'decisions/011' ? null : `no file docs/${path}`;
  },
  decisionExists: (number) => number === '011',
};
const rulesOf = (text) => citationsOfText('x.ts', text, resolver).map((finding) => finding.rule);

describe('the citation check', () => {
  it('finds what points outside the repository, once per citation', () => {
    expect(rulesOf('// The rules of spec section 7, "Bookings".')).toEqual(['spec-section']);
    expect(rulesOf('/** (spec sections 2 and 5; API.md "Shapes") */')).toEqual([
      'spec-section',
      'outside-file',
    ]);
    expect(rulesOf(' * only those with a price (section 5), issue 9.')).toEqual([
      'section-number',
      'issue',
    ]);
    expect(rulesOf("// the spec's messages (STYLE.md, ../shared/spec)")).toEqual([
      'spec-word',
      'outside-file',
      'outside-file',
    ]);
    expect(rulesOf('see docs/product.md#nowhere and decision 012')).toEqual([
      'docs-path',
      'decision-number',
    ]);
  });

  it('accepts citations that resolve, RFC sections and Playwright file names', () => {
    expect(rulesOf('// docs/product.md#masked-studios, docs/product.md#bookings')).toEqual([]);
    expect(rulesOf('// decision 011; docs/decisions/011 (RFC 5545 sections 3.1, 3.3.11)')).toEqual(
      [],
    );
    expect(rulesOf("test('books', ...) // e2e/booking.spec.ts, *.spec.ts")).toEqual([]);
  });

  it('reads explicit anchors and heading slugs of Markdown', () => {
    expect(headingSlug('Studio lifecycle: pending, approved, denied')).toBe(
      'studio-lifecycle-pending-approved-denied',
    );
    const anchors = markdownAnchors('<a id="masked-studios"></a>\n\n## Masked studios\n');
    expect([...anchors].sort()).toEqual(['masked-studios']);
  });

  it('finds none in the repository: every citation resolves inside it', () => {
    const findings = unresolvedCitations();
    // On failure the message lists each file:line, what it cites and what to cite instead.
    expect(findings.length, formatCitations(findings)).toBe(0);
  });
});
