import { HOME_PAGE } from '@studio-hive/domain';
import {
  HomeCallToAction,
  HomeFeatures,
  HomeHero,
} from '../../../features/pages/components/home-sections';
import { LatestStudios } from '../../../features/studios/components/latest-studios';
import { useStaticPageMeta } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';

/** Studios shown on the home page: one row of three on wide screens. */
const HOME_STUDIOS = 3;

/**
 * / (docs/product.md#home): hero, six feature cards, a few real studios from the catalogue and
 * the call to action. Get Started and List a Studio are for visitors only.
 */
export function Component() {
  useStaticPageMeta(HOME_PAGE);
  const { session } = useSession();
  const visitor = session === null;
  return (
    <div className="mx-auto w-full max-w-6xl">
      <HomeHero showVisitorActions={visitor} />
      <HomeFeatures />
      <section aria-labelledby="home-studios">
        <div className="max-w-2xl">
          <h2
            id="home-studios"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Newly listed studios
          </h2>
          <p className="mt-3 text-base text-slate-600">
            A few of the verified studios you can book today. Each studio’s name and address are
            revealed once you book it.
          </p>
        </div>
        <div className="mt-8">
          <LatestStudios limit={HOME_STUDIOS} />
        </div>
      </section>
      <HomeCallToAction showVisitorActions={visitor} />
    </div>
  );
}
