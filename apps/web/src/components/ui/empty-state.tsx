import type { ReactNode } from 'react';

/** A screen's "nothing here" panel: a heading, a line of help and what to do next. */
export function EmptyState({
  title,
  children,
  action,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600"
      >
        <svg viewBox="0 0 24 24" className="size-6 fill-none stroke-current" strokeWidth="1.8">
          <path d="M4 7h16M4 12h16M4 17h10" strokeLinecap="round" />
        </svg>
      </div>
      <Heading className="mt-4 text-lg font-semibold text-slate-900">{title}</Heading>
      {children ? (
        <div className="mx-auto mt-2 max-w-md text-sm text-slate-600">{children}</div>
      ) : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
