import { Link, type To } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** Previous / 'Page 2 of 5' / Next under the listing's cards, when there is more than one page. */
export function ListingPagination({
  page,
  pageCount,
  prev,
  next,
  pageHref,
}: {
  page: number;
  pageCount: number;
  prev: boolean;
  next: boolean;
  pageHref: (page: number) => To;
}) {
  if (!prev && !next) return null;
  return (
    <nav
      aria-label="Pages"
      className="mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-6"
    >
      {prev ? (
        <Link to={pageHref(page - 1)} className={buttonClasses('secondary', 'sm')}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        Page {page} of {pageCount}
      </p>
      {next ? (
        <Link to={pageHref(page + 1)} className={buttonClasses('secondary', 'sm')}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
