import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '@studio-hive/domain';
import { PageIntro, TitledSection } from '../../../components/ui/page-sections';
import { TextLink, textLinkClasses } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';

/** Both legal pages were last changed then (docs/product.md#overview). */
export const LEGAL_LAST_UPDATED = 'Last updated: January 2025';

export type LegalSection = { id: string; title: string; content: ReactNode };

/** The support address, as a link that writes to it. */
export const supportMail = (
  <a href={`mailto:${SUPPORT_EMAIL}`} className={textLinkClasses}>
    {SUPPORT_EMAIL}
  </a>
);

/** The last section of both legal pages: where to ask `question` ('Questions about these terms?'). */
export const legalContactSection = (question: string): LegalSection => ({
  id: 'contact',
  title: 'Contact',
  content: (
    <p>
      {question} Use the <TextLink to={paths.contact}>contact form</TextLink> or write to{' '}
      {supportMail}. Support replies within 24 hours, Monday to Friday.
    </p>
  ),
});

/**
 * A legal page (Terms of Service, Privacy Policy): its heading and date, a list of its numbered
 * sections that jumps to each one, then the sections.
 */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageIntro eyebrow="Legal" title={title}>
        <p className="text-sm font-medium text-slate-600">{LEGAL_LAST_UPDATED}</p>
        <p className="mt-3">{intro}</p>
      </PageIntro>

      <nav
        aria-labelledby="legal-contents"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="legal-contents" className="text-sm font-semibold text-slate-900">
          On this page
        </h2>
        <ol className="mt-3 gap-x-8 text-sm sm:columns-2">
          {sections.map((section, index) => (
            <li key={section.id} className="mb-2 break-inside-avoid">
              <a
                href={`#${section.id}`}
                className="font-medium text-indigo-700 underline-offset-4 hover:text-indigo-800 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10 pb-4">
        {sections.map((section, index) => (
          <TitledSection
            key={section.id}
            id={section.id}
            headingId={`${section.id}-title`}
            title={`${index + 1}. ${section.title}`}
            headingClassName="text-xl font-semibold tracking-tight text-slate-900"
          >
            <div className="mt-3 space-y-3 text-base leading-relaxed text-slate-700 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
              {section.content}
            </div>
          </TitledSection>
        ))}
      </div>
    </div>
  );
}
