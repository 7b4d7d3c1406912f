import type { ReactNode } from 'react';

/** The top of a content page: a small label, the page's h1 and a lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-slate-200 pb-6">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h1>
      {children ? (
        <div className="mt-3 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg">
          {children}
        </div>
      ) : null}
    </header>
  );
}
