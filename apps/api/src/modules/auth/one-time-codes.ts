import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@studio-hive/domain';

/** A uniformly random code of OTP_LENGTH (6) digits, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Codes are stored as an HMAC keyed with the server secret and bound to their challenge, so a
 * copy of the database alone does not reveal them (6 digits are too few to protect by hashing).
 */
export function hashCode(secret: string, challengeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('base64url');
}

export function codeMatches(
  secret: string,
  challengeId: string,
  code: string,
  storedHash: string,
): boolean {
  const actual = Buffer.from(hashCode(secret, challengeId, code));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** An unguessable single-use token (password reset); only its SHA-256 is stored. */
export function generateToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token) };
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
