import type { ComponentProps } from 'react';
import { onDemand } from './on-demand';
import type * as ToastifyModule from './toastify';

/**
 * The one place that reaches react-toastify: import `toast` and `Toasts` from here only, so every
 * call reaches the same container. The library is loaded on the first toast, not with the page
 * (docs/decisions/014): toasts shown before its container is mounted wait in its queue.
 */
type Toastify = typeof ToastifyModule;

const toastify = onDemand(() => import('./toastify'));

/** `toastId`: a toast with the id of one still shown is not shown again. */
type ToastOptions = { toastId?: string };

const show =
  (kind: 'success' | 'error' | 'info' | 'warning') =>
  (message: string, options?: ToastOptions): void => {
    void toastify.load().then((module) => module.toast[kind](message, options));
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};

type ToastsProps = Omit<ComponentProps<Toastify['ToastContainer']>, 'ref'>;

/** The toast area: mounted once the first toast has loaded react-toastify (see `toast`). */
export function Toasts(props: ToastsProps) {
  const { module } = toastify.useLoaded(false);
  return module ? <module.ToastContainer {...props} /> : null;
}
