import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

type UnderConstructionProps = {
  title: string;
  documentTitle?: string;
  description?: ReactNode;
  /** Links that already lead somewhere useful. */
  children?: ReactNode;
};

/**
 * A screen whose capability arrives in a later release: its real heading and an honest line that
 * it is being built, never pretend content.
 */
export function UnderConstruction({
  title,
  documentTitle,
  description,
  children,
}: UnderConstructionProps) {
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title={title} documentTitle={documentTitle} description={description} />
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="text-base text-slate-700">
          We are still building this screen; it will be ready in an upcoming release.
        </p>
        {children ? (
          <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
        ) : null}
      </div>
    </div>
  );
}
