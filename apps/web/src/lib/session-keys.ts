/**
 * Local storage keys of the session (docs/product.md#accounts). A module of its own, free of
 * side effects, so the browser tests can place a session the way the app keeps it.
 */
export const SESSION_KEYS = { token: 'token', role: 'role', user: 'user' } as const;
