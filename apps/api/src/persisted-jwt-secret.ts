import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from './config';

/**
 * The environment with JWT_SECRET filled in when it is unset outside production: a random secret
 * generated once and stored in DATA_DIR/jwt-secret, so sessions survive restarts. The server entry
 * calls this before `loadConfig`, which touches no file. In production an unset JWT_SECRET is
 * left for `loadConfig` to refuse.
 */
export function withPersistedJwtSecret(
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  if (env.JWT_SECRET || env.NODE_ENV === 'production') return env;
  const dataDir = resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
  const file = join(dataDir, 'jwt-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
  }
  return { ...env, JWT_SECRET: secret };
}
