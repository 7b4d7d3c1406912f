import type { ReactNode } from 'react';

/** One labelled fact on an admin's review card; `className` adds to its box (a rule above it). */
export function StudioDetail({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${className}`.trim()}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 space-y-2 text-sm text-slate-800">{children}</dd>
    </div>
  );
}
