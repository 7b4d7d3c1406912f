import { HELP_PAGE } from '@studio-hive/domain';
import { HelpCenter } from '../../../features/pages/components/help-center';
import { PageIntro } from '../../../components/ui/page-sections';
import { useStaticPageMeta } from '../../../lib/use-document-title';

/** /help: the FAQ (docs/product.md#screens). */
export function Component() {
  useStaticPageMeta(HELP_PAGE);
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageIntro eyebrow="Help Center" title="Frequently Asked Questions">
        Answers about booking a studio, listing and managing your own, your account, and how Studio
        Hive works. Search, or pick a topic.
      </PageIntro>
      <HelpCenter />
    </div>
  );
}
