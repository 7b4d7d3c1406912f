import { useEffect } from 'react';
import { pageTitle, SITE_DESCRIPTION, type StaticPage } from '@studio-hive/domain';

/** The page's `<meta name="description">`, made when index.html has none (tests). */
function descriptionElement(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/** The path this document was loaded at and the meta description its server-rendered HTML had. */
let serverRendered: { path: string; description: string } | null = null;

/**
 * Notes the meta description the server wrote for the page this document was loaded at, before
 * the app changes any (main.tsx, first thing): a page whose head only the server can make (a
 * city's listing counts every studio of the city) keeps it after hydration (decision 042).
 */
export function rememberServerRenderedHead() {
  serverRendered = { path: window.location.pathname, description: descriptionElement().content };
}

/** The meta description the server wrote for `path` when this document was loaded there, else null. */
export function serverRenderedDescription(path: string): string | null {
  return serverRendered?.path === path && serverRendered.description
    ? serverRendered.description
    : null;
}

/**
 * Sets the tab title to "{title} | Studio Hive" (the site's own title when none is given) and the
 * meta description to `description`, or back to index.html's when the screen has none of its own.
 * The server writes the same into the HTML of the fixed pages (docs/decisions/015).
 */
export function useDocumentTitle(title?: string | null, description?: string) {
  useEffect(() => setDocumentHead(pageTitle(title), description), [title, description]);
}

/** Sets the tab title and the meta description (index.html's when `description` is missing). */
export function setDocumentHead(title: string, description: string | undefined) {
  document.title = title;
  descriptionElement().content = description ?? SITE_DESCRIPTION;
}

/** A fixed page's title and description, from the table the server reads too. */
export function useStaticPageMeta(page: StaticPage) {
  useDocumentTitle(page.title, page.description);
}
