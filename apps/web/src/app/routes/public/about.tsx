import { ABOUT_PAGE } from '@studio-hive/domain';
import {
  AboutBlog,
  AboutCallToAction,
  AboutMissionVision,
  AboutStory,
  AboutTeam,
} from '../../../features/pages/components/about-sections';
import { PageIntro } from '../../../components/ui/page-sections';
import { useStaticPageMeta } from '../../../lib/use-document-title';

/** /about (docs/product.md#screens): story, mission, vision, team and the blog (#blog). */
export function Component() {
  useStaticPageMeta(ABOUT_PAGE);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageIntro eyebrow="About Studio Hive" title="About Us">
        We help creators across Delhi NCR find and book recording studios by the hour, and help
        studio owners fill their calendars.
      </PageIntro>
      <AboutStory />
      <AboutMissionVision />
      <AboutTeam />
      <AboutBlog />
      <AboutCallToAction />
    </div>
  );
}
