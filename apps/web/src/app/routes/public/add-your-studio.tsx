import { ADD_YOUR_STUDIO_PAGE } from '@studio-hive/domain';
import { buttonClasses, ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { TitledSection } from '../../../components/ui/page-sections';
import { paths } from '../../../config/paths';
import { OwnerLead } from '../../../features/inquiries/components/owner-lead';
import { StudioInquiryForm } from '../../../features/inquiries/components/studio-inquiry-form';

/** /add-your-studio: the owner lead page with its inquiry form (docs/product.md#overview and docs/product.md#screens). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Turn your room into a podcast studio"
        page={ADD_YOUR_STUDIO_PAGE}
        description="Creators across Delhi NCR book podcast and video studios by the hour. Tell us about your space and we will help you list it."
        actions={
          // A plain in-page link: the form sits below the reasons on narrow screens.
          <a href="#studio-inquiry" className={buttonClasses()}>
            Get Your Starter Plan
          </a>
        }
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
        <div className="space-y-10">
          <OwnerLead />
          <TitledSection
            headingId="list-it-yourself"
            title="Is your studio ready?"
            headingClassName="text-lg font-semibold text-slate-900"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <p className="mt-1.5 text-sm text-slate-600">
              Sign up as a Studio Partner and add it yourself, or sign in if you already have an
              account.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <ButtonLink to={paths.signup}>Sign Up as a Studio Partner</ButtonLink>
              <ButtonLink to={paths.ownerLogin} variant="secondary">
                Studio Owner Login
              </ButtonLink>
            </div>
          </TitledSection>
        </div>
        <TitledSection
          id="studio-inquiry"
          headingId="studio-inquiry-title"
          title="Get your studio starter plan"
          className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24"
        >
          <p className="mt-1.5 mb-6 text-sm text-slate-600">
            Tell us about your space. We&apos;ll contact you within 24 hours.
          </p>
          <StudioInquiryForm />
        </TitledSection>
      </div>
    </div>
  );
}
