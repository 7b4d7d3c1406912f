import type { ComponentProps, ReactNode } from 'react';

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

/**
 * A section of a page named by its h2 (`aria-labelledby` the heading's `headingId`), so that
 * assistive technology lists it under the heading's words; `children` follow the heading.
 */
export function TitledSection({
  headingId,
  title,
  headingClassName = 'text-xl font-semibold text-slate-900',
  children,
  ...section
}: Omit<ComponentProps<'section'>, 'title' | 'aria-labelledby'> & {
  headingId: string;
  title: ReactNode;
  headingClassName?: string;
}) {
  return (
    <section aria-labelledby={headingId} {...section}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
