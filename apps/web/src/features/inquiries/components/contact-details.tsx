import { SUPPORT_EMAIL } from '@studio-hive/domain';
import { TextLink, textLinkClasses } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';

/** Beside the contact form: the support address, when support replies, and other ways in. */
export function ContactDetails() {
  return (
    <aside aria-labelledby="contact-details" className="space-y-6">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="contact-details" className="text-lg font-semibold text-slate-900">
          Email us
        </h2>
        <p className="mt-1.5 text-sm break-words text-slate-600">
          <a href={`mailto:${SUPPORT_EMAIL}`} className={textLinkClasses}>
            {SUPPORT_EMAIL}
          </a>
        </p>
        <p className="mt-3 text-sm text-slate-600">
          Our support replies within 24 hours Monday to Friday.
        </p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">Quick answers</h2>
        <p className="mt-1.5 text-sm text-slate-600">
          Booking, paying at the studio, accounts: the{' '}
          <TextLink to={paths.help}>Help Center</TextLink> may already have your answer.
        </p>
        <p className="mt-3 text-sm text-slate-600">
          Own a studio? See how to{' '}
          <TextLink to={paths.addYourStudio}>list it on Studio Hive</TextLink>.
        </p>
      </div>
    </aside>
  );
}
