import type { Location } from 'react-router';

/**
 * Values carried in navigation state between screens (docs/product.md#screens): the e-mail from signup to
 * OTP verification and through password recovery, the reset token, and where a guard stopped a
 * visitor. State comes from history, so it is read defensively.
 */
function field(state: unknown, name: string): unknown {
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[name]
    : undefined;
}

export function stateString(state: unknown, name: 'email' | 'token'): string | null {
  const value = field(state, name);
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The path a guard redirected from, if it is one of ours. */
export function stateFrom(state: unknown): string | null {
  const from = field(state, 'from') as Partial<Location> | undefined;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return null;
  if (from.pathname.startsWith('//')) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
