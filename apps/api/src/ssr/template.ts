import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { scriptSafeJson } from './head';
import type { RenderedPage } from './renderer';

/**
 * index.html as the template of every page (docs/decisions/022). Its markers say what a page
 * replaces, so nothing is found by matching tags:
 *
 * - `<!--ssr-head-->`...`<!--/ssr-head-->` holds the site's default title and description; a page
 *   with a head of its own puts its head tags there instead.
 * - `<!--ssr-body-->`...`<!--/ssr-body-->` holds `#root` with the stand-in top bar that paints
 *   before any script has run; a page rendered on the server puts its own `#root` there, with the
 *   responses it was rendered from as a JSON data block (never run, so the Content-Security-Policy
 *   allows it).
 */
export const SSR_MARKERS = {
  headStart: '<!--ssr-head-->',
  headEnd: '<!--/ssr-head-->',
  bodyStart: '<!--ssr-body-->',
  bodyEnd: '<!--/ssr-body-->',
} as const;

/** Vite's build manifest: each source module's file and static imports. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

export async function readManifest(webDistDir: string): Promise<Manifest> {
  const text = await readFile(join(webDistDir, '.vite', 'manifest.json'), 'utf8').catch(() => '{}');
  return JSON.parse(text) as Manifest;
}

/** The files of `modules` and their static imports, as paths the browser asks for. */
function moduleFiles(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap(visit)];
  };
  return modules.flatMap(visit);
}

/** What Vite writes into index.html's head to load the app. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** Our own asset paths only, safe in an attribute. */
const ASSET_PATH = /^\/[\w./-]+$/;

export type SsrTemplate = {
  /** Whether index.html has the entry script that a page rendered on the server starts late. */
  rendersPages: boolean;
  /**
   * The page: `head` (its head tags) in place of the default title and description, and `page`
   * (rendered on the server) in place of the stand-in `#root`; either may be missing.
   */
  fill(parts: { head: string | null; page: RenderedPage | null }): string;
};

/**
 * The template made from index.html at start-up, or null when index.html has no markers (a build
 * older than them: it is then sent as it is). A page rendered on the server leaves out the app's
 * scripts (the entry and its preloads): `/start-app.js` starts them, with the rendered screen's
 * chunks, once the page has painted, so they no longer race the stylesheet and the pictures.
 */
export function ssrTemplate(indexHtml: string, manifest: Manifest): SsrTemplate | null {
  const at = (marker: string, from = 0) => indexHtml.indexOf(marker, from);
  const headStart = at(SSR_MARKERS.headStart);
  const headEnd = at(SSR_MARKERS.headEnd, headStart);
  const bodyStart = at(SSR_MARKERS.bodyStart, headEnd);
  const bodyEnd = at(SSR_MARKERS.bodyEnd, bodyStart);
  if (headStart < 0 || headEnd < 0 || bodyStart < 0 || bodyEnd < 0) return null;
  const before = indexHtml.slice(0, headStart);
  const defaultHead = indexHtml.slice(headStart + SSR_MARKERS.headStart.length, headEnd);
  const middle = indexHtml.slice(headEnd + SSR_MARKERS.headEnd.length, bodyStart);
  const standIn = indexHtml.slice(bodyStart + SSR_MARKERS.bodyStart.length, bodyEnd);
  const after = indexHtml.slice(bodyEnd + SSR_MARKERS.bodyEnd.length);

  const entry = ENTRY_SCRIPT.exec(before + middle)?.[1];
  const rendersPages = !!entry && ASSET_PATH.test(entry);
  const indexPreloads = [...(before + middle).matchAll(MODULE_PRELOADS)].map((match) => match[1]!);
  const withoutScripts = (html: string) =>
    html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOADS, '');
  const renderedBefore = withoutScripts(before);
  const renderedMiddle = withoutScripts(middle);
  const headClose = renderedMiddle.indexOf('</head>');

  // The starter of each screen's scripts, worked out once per screen.
  const starters = new Map<string, string>();
  const starter = (modules: string[]) => {
    const key = modules.join(' ');
    let tag = starters.get(key);
    if (tag === undefined) {
      const scripts = [...new Set([...indexPreloads, ...moduleFiles(manifest, modules)])].filter(
        (file) => file !== entry && ASSET_PATH.test(file),
      );
      tag = `<script src="/start-app.js" defer data-entry="${entry}" data-preload="${scripts.join(' ')}"></script>\n  `;
      starters.set(key, tag);
    }
    return tag;
  };

  return {
    rendersPages,
    fill({ head, page }) {
      const headTags = head ?? defaultHead;
      if (!page || !rendersPages) return before + headTags + middle + standIn + after;
      return (
        renderedBefore +
        headTags +
        renderedMiddle.slice(0, headClose) +
        starter(page.modules) +
        renderedMiddle.slice(headClose) +
        `<div id="root" data-server-rendered>${page.html}</div>` +
        `<script type="application/json" id="app-state">${scriptSafeJson(page.state)}</script>` +
        after
      );
    },
  };
}
