import { describe, expect, it } from 'vitest';
import { changedListParams, pageAddress, pageInAddress } from './list-address';

const params = (search: string) => new URLSearchParams(search);

describe('a paged list in its address', () => {
  it('reads the page leniently: a whole number in range, else page 1', () => {
    expect(pageInAddress(params('?page=3'))).toBe(3);
    for (const page of ['', '0', '-2', '2.5', 'two', '1e3']) {
      expect(pageInAddress(params(`?page=${page}`), 100), page).toBe(1);
    }
    expect(pageInAddress(params('?page=101'), 100)).toBe(1);
  });

  it('links another page of the same list, page 1 without a page parameter', () => {
    expect(pageAddress(params('?q=noida&page=2'), 3)).toEqual({ search: '?q=noida&page=3' });
    expect(pageAddress(params('?q=noida&page=2'), 1)).toEqual({ search: '?q=noida' });
    expect(pageAddress(params('?page=2'), 1)).toEqual({ search: '' });
  });

  it('changes a search or filter from the first page, an empty value removing its parameter', () => {
    const next = changedListParams(params('?q=noida&when=past&page=4'), {
      q: '',
      status: 'requested',
    });
    expect(next.toString()).toBe('when=past&status=requested');
    expect(changedListParams(next, { when: undefined }).toString()).toBe('status=requested');
  });
});
