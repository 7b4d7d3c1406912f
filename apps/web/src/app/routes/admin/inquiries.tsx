import { PageHeader } from '../../../components/ui/page-header';
import { Leads } from '../../../features/admin-leads/components/leads';

/** /admin/inquiries: the leads of the public forms (decision 019). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        title="Inquiries & Messages"
        description="Studio inquiries and contact messages from the public forms. Mark each one handled once someone has answered it."
      />
      <Leads />
    </div>
  );
}
