import { PRIVACY_PAGE } from '@studio-hive/domain';
import { LegalPage } from '../../../features/pages/components/legal-page';
import {
  PRIVACY_INTRO,
  PRIVACY_SECTIONS,
} from '../../../features/pages/components/privacy-content';
import { useStaticPageMeta } from '../../../lib/use-document-title';

/** /privacy (docs/product.md#screens). */
export function Component() {
  useStaticPageMeta(PRIVACY_PAGE);
  return <LegalPage title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
