import { describe, expect, it } from 'vitest';
import {
  ADMIN_PACKAGE_LABELS,
  isPackageKey,
  PACKAGE_DEFAULT_DESCRIPTIONS,
  PACKAGE_KEYS,
  PACKAGE_LABELS,
  packageLabel,
  REQUIRED_PRICED_PACKAGE_KEYS,
} from './camera-packages';

describe('camera packages (docs/product.md#studios)', () => {
  it('has the four fixed keys with their labels and default descriptions', () => {
    expect(PACKAGE_KEYS).toEqual(['No Cam', '1 Cam', '2 Cam', '3 Cam']);
    expect(PACKAGE_LABELS).toEqual({
      'No Cam': 'No Camera',
      '1 Cam': '1 Camera',
      '2 Cam': '2 Cameras',
      '3 Cam': '3 Cameras',
    });
    expect(PACKAGE_DEFAULT_DESCRIPTIONS).toEqual({
      'No Cam': 'Studio without equipments',
      '1 Cam': 'Basic single camera setup',
      '2 Cam': 'Dual camera angles',
      '3 Cam': 'Full setup with 3 cameras',
    });
  });

  it('requires prices for 1, 2 and 3 Cam only', () => {
    expect(REQUIRED_PRICED_PACKAGE_KEYS).toEqual(['1 Cam', '2 Cam', '3 Cam']);
  });

  it('maps the admin keys', () => {
    expect(ADMIN_PACKAGE_LABELS).toEqual({
      '1cam': '1 Camera Setup',
      '2cam': '2 Camera Setup',
      '3cam': '3 Camera Setup',
    });
  });

  it('labels keys of either form and leaves unknown keys as they are', () => {
    expect(packageLabel('No Cam')).toBe('No Camera');
    expect(packageLabel('1 Cam')).toBe('1 Camera');
    expect(packageLabel('3 Cam')).toBe('3 Cameras');
    expect(packageLabel('2cam')).toBe('2 Camera Setup');
    expect(packageLabel('4 Cam')).toBe('4 Cam');
    expect(packageLabel('')).toBe('');
    expect(packageLabel('toString')).toBe('toString');
    expect(packageLabel('constructor')).toBe('constructor');
  });

  it('recognises package keys exactly', () => {
    expect(isPackageKey('2 Cam')).toBe(true);
    expect(isPackageKey('2cam')).toBe(false);
    expect(isPackageKey('2 cam')).toBe(false);
    expect(isPackageKey(2)).toBe(false);
  });
});
