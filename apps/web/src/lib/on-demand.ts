import { useEffect, useSyncExternalStore } from 'react';

/** Where a module loaded on demand stands: here (`module`), or its last download failed. */
export type OnDemandState<T> = { module: T | undefined; failed: boolean };

/**
 * What the server renders, and the browser while it hydrates that page (decision 017): not
 * loaded, whatever either has in memory, so both render the same page. It is also every module's
 * state until it loads: once hydrated, React compares the state with what it hydrated with, and
 * re-renders the whole screen at once, unsliced, if they are not the same object (bench/web.md).
 */
const NOT_LOADED: OnDemandState<never> = { module: undefined, failed: false };
const notLoaded = () => NOT_LOADED;

/**
 * A module that loads on first use rather than with the page (docs/decisions/014). `load()`
 * starts its download once (again after a failure); `useLoaded(wanted)` is where it stands, and
 * starts the download while `wanted`.
 */
export function onDemand<T>(importer: () => Promise<T>) {
  let state: OnDemandState<T> = NOT_LOADED;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const update = (next: OnDemandState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const load = () =>
    (loading ??= importer().then(
      (module) => {
        update({ module, failed: false });
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        update({ module: undefined, failed: true });
        throw error;
      },
    ));

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  function useLoaded(wanted: boolean): OnDemandState<T> {
    const current = useSyncExternalStore(subscribe, () => state, notLoaded);
    useEffect(() => {
      if (wanted) load().catch(() => undefined); // a failure is in the state
    }, [wanted]);
    return current;
  }

  return { load, useLoaded };
}
