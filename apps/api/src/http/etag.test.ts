import { describe, expect, it } from 'vitest';
import { etagOf, matchesIfNoneMatch } from './etag';

describe('If-None-Match', () => {
  const etag = etagOf('[1]');

  it('names the tag alone, in a list, weakly or as *', () => {
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });

  it('does not name another body, nor is it there when absent', () => {
    expect(matchesIfNoneMatch(etagOf('[2]'), etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
  });
});
