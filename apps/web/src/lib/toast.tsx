import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import type * as ToastifyModule from './toastify';

/**
 * The one place that reaches react-toastify: import `toast` and `Toasts` from here only, so every
 * call reaches the same container. The library is loaded on the first toast, not with the page
 * (docs/decisions/014): toasts shown before its container is mounted wait in its queue.
 */
type Toastify = typeof ToastifyModule;

let toastify: Promise<Toastify> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function load(): Promise<Toastify> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return (toastify ??= import('./toastify'));
}

/** `toastId`: a toast with the id of one still shown is not shown again. */
type ToastOptions = { toastId?: string };

const show =
  (kind: 'success' | 'error' | 'info' | 'warning') =>
  (message: string, options?: ToastOptions): void => {
    void load().then((module) => module.toast[kind](message, options));
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};

const ToastContainer = lazy(() => load().then((module) => ({ default: module.ToastContainer })));

type ToastsProps = Omit<ComponentProps<Toastify['ToastContainer']>, 'ref'>;

/** The toast area: mounted once something asked for a toast (see `toast`). */
export function Toasts(props: ToastsProps) {
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...props} />
    </Suspense>
  );
}
