import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/** scrypt parameters (OWASP minimum for scrypt: N=2^17 r=8 p=1 is stronger; 2^15 keeps login fast on 2 cores). */
const STANDARD_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
/**
 * Inside the test runner only (Vitest sets VITEST in its workers; the server never runs there):
 * 5 ms a hash instead of 100 to 200, for the suite's ~500 accounts and sign-ins. A stored hash
 * names its parameters, so checking a password is the same code whatever made it.
 */
const TEST_RUNNER_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
const PARAMS = process.env.VITEST ? TEST_RUNNER_PARAMS : STANDARD_PARAMS;
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

function scrypt(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Returns 'scrypt$N$r$p$salt$hash' (base64url parts) so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A real hash of a random password: checking against it when an e-mail is unknown makes a
 * failed login take as long as a wrong password, so timing does not reveal which e-mails exist.
 */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('base64url'));
  return decoy;
}
