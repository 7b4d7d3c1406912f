import { describe, expect, it } from 'vitest';
import { acceptedValues, varyAfter } from './headers';

describe('acceptedValues', () => {
  it('takes each value in lower case, without its parameters', () => {
    expect(acceptedValues('image/AVIF,image/webp;q=0.9, */*;q=0.8')).toEqual(
      new Set(['image/avif', 'image/webp', '*/*']),
    );
  });

  it('leaves out a value refused with q=0, however it is written', () => {
    expect(acceptedValues('br;q=0, gzip; Q = 0.000, deflate;q=0.01')).toEqual(new Set(['deflate']));
  });

  it('takes nothing from a missing or empty header', () => {
    expect(acceptedValues(undefined)).toEqual(new Set());
    expect(acceptedValues(' , ')).toEqual(new Set());
  });
});

describe('varyAfter', () => {
  it('keeps what was named before ahead of the new value', () => {
    expect(varyAfter(undefined, 'Accept')).toBe('Accept');
    expect(varyAfter('Origin', 'Accept')).toBe('Origin, Accept');
    expect(varyAfter(['Origin', 'Cookie'], 'Accept')).toBe('Origin, Cookie, Accept');
  });
});
