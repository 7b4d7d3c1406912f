import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('common passwords (docs/decisions/003)', () => {
  it.each([
    '123456',
    'aaaaaa',
    'password',
    'PASSWORD',
    'Password1',
    'qwerty123',
    'P@ssw0rd',
    'iloveyou',
  ])('finds %s', async (password) => {
    expect(await isCommonPassword(password)).toBe(true);
  });

  // The passwords the tests, the demo data and the browser tests use must stay allowed.
  it.each([
    'quiet-river-42',
    'Str0ng!pass',
    'secret123',
    'Brand!New9',
    'N3w!Passw0rd',
    'Customer@123',
    'Owner@123',
    'Admin@123',
    'E2e!pass1',
  ])('lets %s through', async (password) => {
    expect(await isCommonPassword(password)).toBe(false);
  });
});
