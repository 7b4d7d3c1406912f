import { Link, type To } from 'react-router';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';

/**
 * Previous / 'Page 2 of 5' / Next under a paged list, when there is more than one page. Links,
 * not buttons: each page has its own address, so it opens in a new tab and survives a reload.
 * `prev` and `next` default to the page's place in `pageCount` (the studio listing passes the
 * response's `Link` relations instead).
 */
export function Pagination({
  page,
  pageCount,
  prev = page > 1,
  next = page < pageCount,
  pageHref,
  className,
}: {
  page: number;
  pageCount: number;
  prev?: boolean;
  next?: boolean;
  pageHref: (page: number) => To;
  className?: string;
}) {
  if (!prev && !next) return null;
  return (
    <nav
      aria-label="Pages"
      className={cn(
        'mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-6',
        className,
      )}
    >
      {prev ? (
        <Link to={pageHref(page - 1)} className={buttonClasses('secondary', 'sm')}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        Page {page.toLocaleString('en-IN')} of {pageCount.toLocaleString('en-IN')}
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
