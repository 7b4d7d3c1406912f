import { describe, expect, it } from 'vitest';
import { dashboardPath, hasRole, isRole, ROLES } from './roles';

describe('hasRole (docs/product.md#roles)', () => {
  it('lets admin do anything', () => {
    for (const required of ROLES) expect(hasRole('admin', required)).toBe(true);
  });
  it('lets an owner act as owner or customer but not admin', () => {
    expect(hasRole('owner', 'owner')).toBe(true);
    expect(hasRole('owner', 'customer')).toBe(true);
    expect(hasRole('owner', 'admin')).toBe(false);
  });
  it('lets a customer act only as customer', () => {
    expect(hasRole('customer', 'customer')).toBe(true);
    expect(hasRole('customer', 'owner')).toBe(false);
    expect(hasRole('customer', 'admin')).toBe(false);
  });
});

describe('dashboardPath', () => {
  it('sends each role to its own dashboard and anything else to the customer one', () => {
    expect(dashboardPath('admin')).toBe('/dashboard/admin');
    expect(dashboardPath('owner')).toBe('/dashboard/owner');
    expect(dashboardPath('customer')).toBe('/dashboard/customer');
    expect(dashboardPath(null)).toBe('/dashboard/customer');
  });
});

describe('isRole', () => {
  it('accepts only the three role names', () => {
    expect(isRole('owner')).toBe(true);
    expect(isRole('superuser')).toBe(false);
    expect(isRole(3)).toBe(false);
  });
});
