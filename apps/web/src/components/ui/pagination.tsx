import { useLayoutEffect, useRef } from 'react';
import { Link, useNavigationType, type To } from 'react-router';
import { formatIndianNumber } from '@studio-hive/domain';
import { buttonClasses } from './button';

/**
 * Previous / 'Page 2 of 5' / Next under a paged list, when there is more than one page. Links,
 * not buttons: each page has its own address, so it opens in a new tab and survives a reload.
 * With `more`, pages follow the `pageCount` known ones, how many is not known ('Page 21 of more
 * than 20'), up to `lastPage`. A page opened by a link (PUSH) starts at the top, as a new screen
 * does, rather than at the pager under the last row: the scroll restoration keeps the place for a
 * new query on the same screen (app/layouts/scroll-restoration.tsx), and restores it on Back.
 */
export function Pagination({
  page,
  pageCount,
  pageHref,
  more = false,
  lastPage = Infinity,
}: {
  page: number;
  pageCount: number;
  pageHref: (page: number) => To;
  more?: boolean;
  lastPage?: number;
}) {
  const navigationType = useNavigationType();
  const shownPage = useRef(page);
  useLayoutEffect(() => {
    if (page !== shownPage.current && navigationType === 'PUSH') window.scrollTo(0, 0);
    shownPage.current = page;
  }, [page, navigationType]);

  if (pageCount < 2 && !more) return null;
  const step = (to: number, label: string) =>
    to >= 1 && to <= lastPage && (to <= pageCount || more) ? (
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
        Page {formatIndianNumber(page)} of {more ? 'more than ' : ''}
        {formatIndianNumber(pageCount)}
      </p>
      {step(page + 1, 'Next')}
    </nav>
  );
}
