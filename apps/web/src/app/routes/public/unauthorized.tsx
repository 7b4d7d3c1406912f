import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Users lacking the role of a screen land here (docs/product.md#screens). */
export function Component() {
  useDocumentTitle('Access Denied');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <div
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-rose-100 text-2xl text-rose-700"
      >
        !
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Access Denied
      </h1>
      <p className="mt-3 text-base text-slate-600">
        You do not have permission to view this page. If you think this is a mistake, log in with
        the right account.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home}>Go to Home</ButtonLink>
        <ButtonLink to={paths.studios} variant="secondary">
          Browse Studios
        </ButtonLink>
      </div>
    </section>
  );
}
