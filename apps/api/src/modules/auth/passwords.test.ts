import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('are hashed at the cost given, which the stored hash names', async () => {
    expect(await hashPassword('Sitar@2024', 10)).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await hashPassword('Sitar@2024', 15)).toMatch(/^scrypt\$32768\$8\$1\$/);
    // Past Node's default memory limit for scrypt: the limit follows the cost.
    const costly = await hashPassword('Sitar@2024', 17);
    expect(costly).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('Sitar@2024', costly)).toBe(true);
  });

  it('are checked by the same code whatever cost made their hash', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('Sitar@2024', salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 << 20 });
    const stored = ['scrypt', 32768, 8, 1, salt.toString('base64url'), key.toString('base64url')];
    expect(await verifyPassword('Sitar@2024', stored.join('$'))).toBe(true);
    expect(await verifyPassword('Sitar@2025', stored.join('$'))).toBe(false);
    expect(await verifyPassword('Sitar@2024', await hashPassword('Sitar@2024', 10))).toBe(true);
  });
});
