import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { isRole, type Role } from '@studio-hive/domain';
import { isUuid } from '../../lib/uuid';

/** Session tokens: JWT (HS256) whose payload carries `id` and `role` (docs/api.md), valid 7 days. */
const LIFETIME_SECONDS = 7 * 24 * 3600;

export type TokenClaims = {
  id: string;
  role: Role;
  issuedAt: Date;
  /**
   * `pwc`: the account's `password_changed_at` (ms, 0 for never) when the token was issued. A
   * reset changes it, so it ends every session issued before, even within the same second.
   * Undefined for tokens issued before this claim existed.
   */
  passwordChangedAt: number | undefined;
};

/**
 * The signing key, made once per secret as a WebCrypto `CryptoKey`: jose verifies with WebCrypto,
 * so raw bytes or a `KeyObject` are imported again on every call, which made a token check cost
 * two to three times as much CPU (bench/booking.md).
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function key(secret: string): Promise<webcrypto.CryptoKey> {
  let found = keys.get(secret);
  if (!found) {
    found = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, found);
  }
  return found;
}

export async function signToken(
  secret: string,
  claims: { id: string; role: Role; passwordChangedAt: Date | null },
  now: Date,
): Promise<string> {
  return new SignJWT({
    id: claims.id,
    role: claims.role,
    pwc: claims.passwordChangedAt?.getTime() ?? 0,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS)
    .sign(await key(secret));
}

/**
 * The claims of a valid, unexpired token, or null for anything else: a token without `exp` or
 * `iat` (it would never expire), or whose `id` is not a UUID (no account can have it).
 */
export async function verifyToken(
  secret: string,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'iat'],
    });
    if (
      typeof payload.id !== 'string' ||
      !isUuid(payload.id) ||
      !isRole(payload.role) ||
      typeof payload.iat !== 'number' ||
      typeof payload.exp !== 'number' ||
      (payload.pwc !== undefined && typeof payload.pwc !== 'number')
    ) {
      return null;
    }
    return {
      id: payload.id,
      role: payload.role,
      issuedAt: new Date(payload.iat * 1000),
      passwordChangedAt: payload.pwc as number | undefined,
    };
  } catch {
    return null;
  }
}
