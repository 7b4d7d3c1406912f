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

/** The signed-in user (or null for a visitor), re-rendering when it changes. */
export function useSession(): UseSession {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  return { session, signIn, signOut };
}
