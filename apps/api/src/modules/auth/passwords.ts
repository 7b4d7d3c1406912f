import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/**
 * scrypt with r=8, p=1 and N=2^cost, the cost from the configuration (`passwordHashCost`,
 * config.ts). A stored hash names its parameters, so checking a password is the same code
 * whatever cost made it.
 */
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
/** scrypt needs 128 * N * r bytes; Node refuses parameters whose need reaches `maxmem`. */
const memoryFor = (N: number, r: number) => 2 * 128 * N * r;

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

/**
 * Returns 'scrypt$N$r$p$salt$hash' (base64url parts) so parameters can change later; `cost` is
 * log2 of N (the configuration's `passwordHashCost`).
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const params = { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM };
  const key = await scrypt(password, salt, KEY_LENGTH, {
    ...params,
    maxmem: memoryFor(params.N, params.r),
  });
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
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
    maxmem: memoryFor(Number(n), Number(r)),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A real hash of a random password: checking against it when an e-mail is unknown makes a
 * failed login take as long as a wrong password, so timing does not reveal which e-mails exist.
 */
const decoys = new Map<number, Promise<string>>();
export function decoyPasswordHash(cost: number): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(12).toString('base64url'), cost);
    decoys.set(cost, decoy);
  }
  return decoy;
}
