import { CONTACT_PAGE } from '@studio-hive/domain';
import { PageHeader } from '../../../components/ui/page-header';
import { TitledSection } from '../../../components/ui/page-sections';
import { ContactDetails } from '../../../features/inquiries/components/contact-details';
import { ContactForm } from '../../../features/inquiries/components/contact-form';

/** /contact: the contact form and the support address (docs/product.md#overview and docs/product.md#screens). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Contact Us"
        page={CONTACT_PAGE}
        description="Questions about a booking, listing your studio or your account? Send us a message."
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] lg:items-start">
        <TitledSection
          headingId="contact-form-title"
          title="Send us a message"
          headingClassName="mb-6 text-xl font-semibold text-slate-900"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <ContactForm />
        </TitledSection>
        <ContactDetails />
      </div>
    </div>
  );
}
