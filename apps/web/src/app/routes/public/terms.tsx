import { TERMS_PAGE } from '@studio-hive/domain';
import { LegalPage } from '../../../features/pages/components/legal-page';
import { TERMS_INTRO, TERMS_SECTIONS } from '../../../features/pages/components/terms-content';
import { useStaticPageMeta } from '../../../lib/use-document-title';

/** /terms (docs/product.md#screens). */
export function Component() {
  useStaticPageMeta(TERMS_PAGE);
  return <LegalPage title="Terms of Service" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
