import { describe, expect, it } from 'vitest';
import { cityFromSlug } from './city-slug';

describe('cityFromSlug (spec section 2, /studios/in/{city})', () => {
  it.each([
    ['new-delhi', 'New Delhi'],
    ['gurgaon', 'Gurgaon'],
    ['NOIDA', 'Noida'],
    ['greater--noida-', 'Greater Noida'],
    ['', ''],
  ])('reads %j as %j', (slug, city) => {
    expect(cityFromSlug(slug)).toBe(city);
  });
});
