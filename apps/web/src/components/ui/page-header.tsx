import type { ReactNode } from 'react';
import type { StaticPage } from '@studio-hive/domain';
import { useDocumentTitle } from '../../lib/use-document-title';

export type PageHeaderProps = {
  /** The page heading (h1); also the tab title unless `documentTitle` is given. */
  title: string;
  documentTitle?: string;
  /** A fixed page's entry in STATIC_PAGES: its tab title and meta description (decision 015). */
  page?: StaticPage;
  description?: ReactNode;
  actions?: ReactNode;
};

/** The heading of a screen; sets the tab title too, so every route has one. */
export function PageHeader({ title, documentTitle, page, description, actions }: PageHeaderProps) {
  useDocumentTitle(page?.title ?? documentTitle ?? title, page?.description);
  return (
    <div className="flex flex-col gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description ? (
          <div className="mt-2 max-w-2xl text-base text-slate-600">{description}</div>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
