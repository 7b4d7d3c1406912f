import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maskedStudioName, maskStudio } from './masking';
import { metaDescription, studioPageDescription } from './page-meta';

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

describe('studioPageDescription', () => {
  const studio = {
    name: 'Hive Studio 12, Noida',
    description: '',
    pricePerHour: 1800,
    packages: [
      { key: '2-cameras', name: '2 Cameras', description: '', price: 2400 },
      { key: '1-camera', name: '1 Camera', description: '', price: 1500 },
    ],
  };
  it("is the studio's own description, cut to a meta description", () => {
    const description = `A treated room. ${'Quiet and bright. '.repeat(20)}`;
    expect(studioPageDescription({ ...studio, description })).toBe(metaDescription(description));
  });
  it('without a description, offers the studio by the hour from its cheapest package', () => {
    expect(studioPageDescription(studio)).toBe(
      'Book Hive Studio 12, Noida by the hour from ₹1,500. Pay at the studio.',
    );
  });
  it('without packages, from its price per hour, and without a price, with none', () => {
    expect(studioPageDescription({ ...studio, packages: [] })).toBe(
      'Book Hive Studio 12, Noida by the hour from ₹1,800. Pay at the studio.',
    );
    expect(studioPageDescription({ ...studio, packages: [], pricePerHour: null })).toBe(
      'Book Hive Studio 12, Noida by the hour. Pay at the studio.',
    );
  });
  it('for a masked studio, carries the masked name and never the real one', () => {
    const real = {
      ...studio,
      name: 'Zenith Booth',
      instagramUsername: 'zenithbooth',
      location: {
        fullAddress: '7 Secret Lane',
        city: 'Noida',
        state: 'Uttar Pradesh',
        pinCode: '201301',
      },
      isMasked: false,
    };
    const text = studioPageDescription(maskStudio(real, 12));
    expect(text).toContain(maskedStudioName(12, 'Noida'));
    expect(text).not.toContain('Zenith');
  });
});
