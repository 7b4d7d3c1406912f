import { isRole, type AuthResult, type PublicUser, type Role } from '@studio-hive/domain';
import { SESSION_KEYS } from './session-keys';

export type Session = { token: string; role: Role; user: PublicUser };

type Listener = () => void;

export type SessionStore = {
  /** The current session, or null for a visitor. Same object until the session changes. */
  get(): Session | null;
  /** How the last session ended: signed out (here or in another tab) or expired (a 401). */
  endedBy(): 'sign-out' | 'expiry' | null;
  subscribe(listener: Listener): () => void;
  /** Stores the response of login or OTP verification. */
  signIn(result: AuthResult): void;
  /** Replaces the stored user (and role) with a fresher copy from the server. */
  updateUser(user: PublicUser): void;
  signOut(): void;
  /** Ends the session because the server refused its token (401); tells `onExpired` listeners. */
  expire(): void;
  onExpired(listener: Listener): () => void;
  /** Reads the storage again (another tab signed in or out). */
  reload(): void;
};

/**
 * The stored user if it has the shape of the domain's `publicUserSchema` (extra keys dropped),
 * else null. Checked by hand: every page reads the session before it renders, and zod is not
 * part of a page's first download (docs/decisions/014). session-store.test.ts holds the two to
 * the same verdicts.
 */
export function storedUser(value: unknown): PublicUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { _id, name, email, phone, role } = value as Record<string, unknown>;
  const texts = [_id, name, email, phone];
  if (!texts.every((text): text is string => typeof text === 'string') || !isRole(role)) {
    return null;
  }
  return {
    _id: _id as string,
    name: name as string,
    email: email as string,
    phone: phone as string,
    role,
  };
}

/**
 * Reads the stored session (docs/product.md#accounts): token, role and user are restored on load; if the
 * stored user cannot be parsed, an error is logged and all three are cleared.
 */
export function readStoredSession(storage: Storage): Session | null {
  const token = storage.getItem(SESSION_KEYS.token);
  const role = storage.getItem(SESSION_KEYS.role);
  const rawUser = storage.getItem(SESSION_KEYS.user);
  if (!token && !role && !rawUser) return null;

  let user: PublicUser | null = null;
  try {
    user = storedUser(JSON.parse(rawUser ?? ''));
  } catch {
    // Not JSON at all: as unreadable as a wrong shape.
  }
  if (!user) {
    console.error('The stored user could not be read; signing out.');
    clearStoredSession(storage);
    return null;
  }
  if (!token || !isRole(role)) {
    // A half-written session (for example a role edited by hand) is no session.
    clearStoredSession(storage);
    return null;
  }
  return { token, role, user };
}

function clearStoredSession(storage: Storage) {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}

/** Token, role and user are written when set and removed when empty (docs/product.md#accounts). */
function writeStoredSession(storage: Storage, session: Session | null) {
  if (!session) {
    clearStoredSession(storage);
    return;
  }
  storage.setItem(SESSION_KEYS.token, session.token);
  storage.setItem(SESSION_KEYS.role, session.role);
  storage.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
}

export function createSessionStore(storage: Storage): SessionStore {
  let current = readStoredSession(storage);
  let ended: 'sign-out' | 'expiry' | null = null;
  const listeners = new Set<Listener>();
  const expiredListeners = new Set<Listener>();

  const set = (next: Session | null, write = true, end: 'sign-out' | 'expiry' = 'sign-out') => {
    if (write) writeStoredSession(storage, next);
    if (next === current) return;
    if (current && !next) ended = end;
    current = next;
    for (const listener of listeners) listener();
  };

  return {
    get: () => current,
    endedBy: () => ended,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: (result) => set({ token: result.token, role: result.role, user: result.user }),
    updateUser(user) {
      if (!current || JSON.stringify(current.user) === JSON.stringify(user)) return;
      set({ ...current, role: user.role, user });
    },
    signOut: () => set(null),
    expire() {
      if (!current) return;
      set(null, true, 'expiry');
      for (const listener of expiredListeners) listener();
    },
    onExpired(listener) {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
    reload() {
      const next = readStoredSession(storage);
      const same =
        next?.token === current?.token &&
        next?.role === current?.role &&
        JSON.stringify(next?.user) === JSON.stringify(current?.user);
      if (!same) set(next, false);
    },
  };
}

/** Storage that keeps nothing: the server renders pages for visitors only (decision 017). */
const NO_STORAGE: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

const inBrowser = typeof window !== 'undefined';

/** The browser's session, shared by the API client and the screens; nobody's on the server. */
export const sessionStore = createSessionStore(inBrowser ? window.localStorage : NO_STORAGE);

// Keep tabs in step: signing out in one tab signs out the others.
if (inBrowser) {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) {
      sessionStore.reload();
    }
  });
}
