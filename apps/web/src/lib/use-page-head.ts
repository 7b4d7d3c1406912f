import { createContext, useContext, useEffect } from 'react';
import {
  pageHeadText,
  pageTitle,
  type PageHeadSource,
  type ScreenHeadSource,
} from '@studio-hive/domain';
import { setDocumentHead } from './use-document-title';

/**
 * How a render on the server (entry-server.tsx) collects what the page's head is made from;
 * absent in the browser.
 */
export const PageHeadCollector = createContext<((source: PageHeadSource | null) => void) | null>(
  null,
);

/**
 * The page's head, made by the domain from `source` (docs/decisions/022). Rendered on the server,
 * the source is handed to the API, which writes the head tags (`pageHead`) into the HTML from the
 * same render as the body (a studio is not loaded again for them). In the browser, on hydration
 * and on every navigation to the page, the tab title and the meta description are set from the
 * same source (`pageHeadText`, which `pageHead` starts from); without a source yet (loading),
 * `fallbackTitle` and the site's description.
 */
export function usePageHead(source: ScreenHeadSource | null, fallbackTitle: string) {
  const collect = useContext(PageHeadCollector);
  collect?.(source);
  useEffect(() => {
    const head = source ? pageHeadText(source) : null;
    setDocumentHead(head?.title ?? pageTitle(fallbackTitle), head?.description);
  }, [source, fallbackTitle]);
}
