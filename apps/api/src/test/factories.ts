import { randomBytes } from 'node:crypto';
import type { Role } from '@studio-hive/domain';
import { createVerifiedUser } from '../modules/users/users.service';
import type { TestApp } from './test-app';

export const DEFAULT_PASSWORD = 'Str0ng!pass';

let sequence = 0;
/** A unique e-mail per call, so tests never depend on each other's data. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomBytes(3).toString('hex')}@example.com`;
}

/** A verified account straight in the database (fast; the signup flow has its own tests). */
export async function createUser(
  t: TestApp,
  overrides: Partial<{
    name: string;
    email: string;
    password: string;
    phone: string;
    role: Role;
  }> = {},
) {
  const input = {
    name: 'Asha Verma',
    email: uniqueEmail(overrides.role ?? 'customer'),
    password: DEFAULT_PASSWORD,
    phone: '9876543210',
    role: 'customer' as Role,
    ...overrides,
  };
  const user = await createVerifiedUser(t.database.db, input, t.clock.now);
  return { ...user, password: input.password };
}

/** Signs in through the real endpoint and answers the bearer header value. */
export async function loginAs(t: TestApp, user: { email: string; password: string; role: Role }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: user.password, userType: user.role },
    remoteAddress: randomAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return `Bearer ${res.json<{ token: string }>().token}`;
}

/** Requests from distinct client addresses keep rate-limit counters apart between tests. */
export function randomAddress(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

type CallOptions = {
  payload?: unknown;
  auth?: string;
  address?: string;
  headers?: Record<string, string>;
};

/**
 * One request through the real HTTP stack. Each call comes from a fresh client address unless
 * one is given, so rate-limit counters (shared through Redis when REDIS_URL is set) never mix.
 */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: options.address ?? randomAddress(),
    headers: { ...(options.auth ? { authorization: options.auth } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}
