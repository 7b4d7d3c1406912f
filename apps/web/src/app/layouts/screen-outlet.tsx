import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { MarkAppReady } from '../../lib/app-ready';
import { RestoreScrollWhenShown } from './scroll-restoration';

/**
 * Where a layout shows its screen. While the screen's code loads, the page spinner (a screen tall,
 * so the footer does not jump) holds its place; the top bar and footer around it are already
 * there (and, rendered by the server, can hydrate before the screen's code has arrived).
 */
export function ScreenOutlet() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
      <RestoreScrollWhenShown />
      <MarkAppReady />
    </Suspense>
  );
}
