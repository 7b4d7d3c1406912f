import { useSyncExternalStore } from 'react';
import type { AuthResult } from '@studio-hive/domain';
import { sessionStore, type Session } from './session-store';

export type UseSession = {
  session: Session | null;
  signIn: (result: AuthResult) => void;
  signOut: () => void;
};

const signIn = (result: AuthResult) => sessionStore.signIn(result);
const signOut = () => sessionStore.signOut();

/** Pages rendered on the server (SSR) are a visitor's (decision 017). */
const visitor = () => null;

/**
 * The signed-in user (or null for a visitor), re-rendering when it changes. On the server, and
 * while a visitor's browser hydrates a server-rendered page, it is the visitor's (main.tsx
 * hydrates only for visitors: a signed-in viewer's page is rendered anew in the browser).
 */
export function useSession(): UseSession {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, visitor);
  return { session, signIn, signOut };
}
