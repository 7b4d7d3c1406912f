import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { metaDescription } from './page-meta';

describe('metaDescription', () => {
  it('keeps a short text as it is, whitespace collapsed', () => {
    expect(metaDescription('  A   treated\nroom. ')).toBe('A treated room.');
  });
  it('cuts a long text at a word boundary within 160 characters', () => {
    const text = `${'word '.repeat(40)}end`;
    const result = metaDescription(text);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('word…')).toBe(true);
  });
  it('is never longer than 160 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => metaDescription(text).length <= 160),
    );
  });
});
