import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

type AuthCardProps = {
  title: string;
  documentTitle?: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (sign up, log in instead...). */
  footer?: ReactNode;
};

/** The frame of the account screens: a centred card with the screen's heading. */
export function AuthCard({ title, documentTitle, description, children, footer }: AuthCardProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className="mx-auto w-full max-w-md py-2 sm:py-6">
      <div className="rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description ? <div className="mt-2 text-sm text-slate-600">{description}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
      {footer ? (
        <div className="mt-6 space-y-2 text-center text-sm text-slate-600">{footer}</div>
      ) : null}
    </div>
  );
}
