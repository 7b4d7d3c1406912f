import { Link, type To } from 'react-router';
import { buttonClasses } from './button';

/**
 * Previous / 'Page 2 of 5' / Next under a paged list, when there is more than one page. Links,
 * not buttons: each page has its own address, so it opens in a new tab and survives a reload.
 */
export function Pagination({
  page,
  pageCount,
  pageHref,
}: {
  page: number;
  pageCount: number;
  pageHref: (page: number) => To;
}) {
  if (pageCount < 2) return null;
  const step = (to: number, label: string) =>
    to >= 1 && to <= pageCount ? (
      <Link to={pageHref(to)} className={buttonClasses('secondary', 'sm')}>
        {label}
      </Link>
    ) : (
      <span />
    );
  return (
    <nav
      aria-label="Pages"
      className="mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-6"
    >
      {step(page - 1, 'Previous')}
      <p className="text-sm text-slate-600">
        Page {page} of {pageCount.toLocaleString('en-IN')}
      </p>
      {step(page + 1, 'Next')}
    </nav>
  );
}
