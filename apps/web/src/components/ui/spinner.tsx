import { cn } from '../../lib/cn';

export function Spinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <span
      role="status"
      className={cn('inline-flex items-center gap-2 text-sm text-slate-600', className)}
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * Shown while a screen's code or data arrives. A screen tall: the footer stays below the fold
 * until the content comes, instead of being pushed down by it (layout shift, decision 014).
 */
export function PageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}
