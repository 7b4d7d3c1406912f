import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';

/** The screen around the studio form (Add New Studio, Edit Studio): its header, then the form. */
export function StudioFormPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader title={title} description={description} />
      <div className="mt-8">{children}</div>
    </div>
  );
}
