import { execFileSync } from 'node:child_process';
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('are hashed at the standard cost outside the test runner', () => {
    const hash = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "const { hashPassword } = await import('./apps/api/src/modules/auth/passwords.ts');" +
          "process.stdout.write(await hashPassword('Sitar@2024'));",
      ],
      { env: { PATH: process.env.PATH }, encoding: 'utf8' },
    );
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('are checked by the same code whatever cost made their hash', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('Sitar@2024', salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 << 20 });
    const stored = ['scrypt', 32768, 8, 1, salt.toString('base64url'), key.toString('base64url')];
    expect(await verifyPassword('Sitar@2024', stored.join('$'))).toBe(true);
    expect(await verifyPassword('Sitar@2025', stored.join('$'))).toBe(false);
    expect(await verifyPassword('Sitar@2024', await hashPassword('Sitar@2024'))).toBe(true);
  });
});
