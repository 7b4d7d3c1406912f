import { describe, expect, it } from 'vitest';
import {
  canSeeStudioDetails,
  customerSawStudioUnmasked,
  deletedStudioAsShown,
  mayManageStudio,
  maskStudio,
  maskedStudioName,
} from './masking';

describe('canSeeStudioDetails', () => {
  const studio = { authorId: 'owner-1' };
  it('shows the real studio to its author, admins and customers with a booking only', () => {
    expect(canSeeStudioDetails(null, studio, false)).toBe(false);
    expect(canSeeStudioDetails({ id: 'c', role: 'customer' }, studio, false)).toBe(false);
    expect(canSeeStudioDetails({ id: 'c', role: 'customer' }, studio, true)).toBe(true);
    expect(canSeeStudioDetails({ id: 'owner-2', role: 'owner' }, studio, false)).toBe(false);
    expect(canSeeStudioDetails({ id: 'owner-1', role: 'owner' }, studio, false)).toBe(true);
    expect(canSeeStudioDetails({ id: 'a', role: 'admin' }, studio, false)).toBe(true);
  });
});

describe('mayManageStudio', () => {
  it('lets the author and admins manage a studio, nobody else, a booking or not', () => {
    const studio = { authorId: 'owner-1' };
    expect(mayManageStudio(null, studio)).toBe(false);
    expect(mayManageStudio({ id: 'c', role: 'customer' }, studio)).toBe(false);
    expect(mayManageStudio({ id: 'owner-2', role: 'owner' }, studio)).toBe(false);
    expect(mayManageStudio({ id: 'owner-1', role: 'owner' }, studio)).toBe(true);
    expect(mayManageStudio({ id: 'a', role: 'admin' }, studio)).toBe(true);
  });
});

describe('maskStudio', () => {
  it("returns 'Hive Studio {n}, {city}' and holds back address, PIN, handle and owner id", () => {
    const studio = {
      name: 'Echo Room',
      author: 'owner-id',
      instagramUsername: 'echoroom',
      location: { fullAddress: '12 MG Road', city: 'Gurgaon', state: 'Haryana', pinCode: '122001' },
      isMasked: false,
      rules: 'No smoking',
    };
    expect(maskedStudioName(7, 'Noida')).toBe('Hive Studio 7, Noida');
    expect(maskStudio(studio, 12)).toEqual({
      name: 'Hive Studio 12, Gurgaon',
      instagramUsername: null,
      location: { fullAddress: null, city: 'Gurgaon', state: 'Haryana', pinCode: '' },
      isMasked: true,
      rules: 'No smoking',
    });
    expect(studio.name).toBe('Echo Room');
  });
});

describe('customerSawStudioUnmasked', () => {
  it('is true for a confirmed booking or a no-show, or beside one of the same customer', () => {
    expect(customerSawStudioUnmasked('confirmed', [])).toBe(true);
    expect(customerSawStudioUnmasked('no_show', [])).toBe(true);
    // An accepted request is confirmed; one still waiting was shown masked.
    expect(customerSawStudioUnmasked('requested', [])).toBe(false);
    expect(customerSawStudioUnmasked('cancelled', ['declined', 'expired'])).toBe(false);
    // Their other booking there unmasked the studio to them everywhere.
    expect(customerSawStudioUnmasked('requested', ['cancelled', 'confirmed'])).toBe(true);
  });
});

describe('deletedStudioAsShown', () => {
  const studio = {
    name: 'The Mic Room',
    city: 'Noida',
    fullAddress: 'B-12, Sector 18',
    publicNumber: 28,
    shownUnmasked: true,
  };

  it('tells the customer the name and address they were shown', () => {
    expect(deletedStudioAsShown(studio, 'customer')).toEqual({
      name: 'The Mic Room',
      location: { city: 'Noida', fullAddress: 'B-12, Sector 18' },
    });
    expect(deletedStudioAsShown({ ...studio, shownUnmasked: false }, 'customer')).toEqual({
      name: 'Hive Studio 28, Noida',
      location: { city: 'Noida', fullAddress: null },
    });
  });

  it('tells the studio side and admins the studio as it was', () => {
    for (const viewer of ['owner', 'admin'] as const) {
      expect(deletedStudioAsShown({ ...studio, shownUnmasked: false }, viewer).name).toBe(
        'The Mic Room',
      );
    }
  });
});
