import { describe, expect, it } from 'vitest';
import { isPackageKey, packageLabel } from './camera-packages';

describe('camera packages (docs/product.md#studios)', () => {
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
