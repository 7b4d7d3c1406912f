import { describe, expect, it } from 'vitest';
import { cityFromSlug, citySlug } from './city-slug';

describe('cityFromSlug (docs/product.md#screens, /studios/in/{city})', () => {
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

describe('citySlug', () => {
  it.each([
    ['New Delhi', 'new-delhi'],
    ['Gurgaon', 'gurgaon'],
    ['  Greater   Noida ', 'greater-noida'],
    ['', ''],
  ])('writes %j as %j', (city, slug) => {
    expect(citySlug(city)).toBe(slug);
  });

  it.each(['New Delhi', 'Noida', 'Greater Noida'])('round-trips %j', (city) => {
    expect(cityFromSlug(citySlug(city))).toBe(city);
  });
});
