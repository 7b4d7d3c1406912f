import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ASSET_PATH,
  criticalCss,
  inlineSourceHash,
  pageFeatures,
  type StylesheetIndex,
} from './critical-css';
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
/** The stylesheet's link that Vite writes into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">\s*/;

/** The script that starts the app on a rendered page, carried in the page itself. */
export type StarterScript = {
  code: string;
  /** The Content-Security-Policy source that allows it to run (`'sha256-…'`). */
  hash: string;
};

/**
 * The build's `/start-app.js` to carry in each rendered page, or null when it is missing or
 * could close its own element. Carried, it costs the page no request of its own before its first
 * paint (bench/web.md). The build minifies it (apps/web/vite.config.ts).
 */
export async function readStarterScript(root: string): Promise<StarterScript | null> {
  const code = await readFile(join(root, 'start-app.js'), 'utf8').catch(() => null);
  if (code === null || /<\/script/i.test(code)) return null;
  return { code, hash: inlineSourceHash(code) };
}

/** A page made from the template. */
export type FilledPage = {
  html: string;
  /**
   * The Content-Security-Policy source of the critical CSS the page carries in a `<style>`
   * element (`'sha256-…'`), or null when it carries none.
   */
  styleHash: string | null;
};

export type SsrTemplate = {
  /** Whether index.html has the entry script that a page rendered on the server starts late. */
  rendersPages: boolean;
  /** The starter a rendered page carries, whose hash its policy allows; null: it links it. */
  starterScript: StarterScript | null;
  /**
   * The page: `head` (its head tags) in place of the default title and description, and `page`
   * (rendered on the server) in place of the stand-in `#root`; either may be missing.
   */
  fill(parts: { head: string | null; page: RenderedPage | null }): FilledPage;
};

/**
 * The template made from index.html at start-up, or null when index.html has no markers (a build
 * older than them: it is then sent as it is). A page rendered on the server leaves out the app's
 * scripts (the entry and its preloads): its starter (`/start-app.js`) starts them, with the
 * rendered screen's chunks, once the page has painted, so they no longer race the stylesheet and
 * the pictures. Given the starter's code, the page carries it as its last element (decision
 * 047): a request of its own before the first paint made Lighthouse count the largest paint a
 * round trip late; else the page links it. Given the stylesheet's index, the page carries its
 * critical CSS in place of the stylesheet's link, and its starter loads the stylesheet after the
 * first paint (decision 053); without JavaScript, a `<noscript>` link loads it as before.
 */
export function ssrTemplate(
  indexHtml: string,
  manifest: Manifest,
  carried: { starterScript?: StarterScript | null; stylesheet?: StylesheetIndex | null } = {},
): SsrTemplate | null {
  const starterScript = carried.starterScript ?? null;
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
  // A page carries its critical CSS when the build indexed the stylesheet that index.html links.
  const linked = STYLESHEET_LINK.exec(before + middle)?.[1];
  const stylesheet =
    carried.stylesheet && linked === carried.stylesheet.href ? carried.stylesheet : null;
  const withoutStylesheet = (html: string) =>
    stylesheet ? html.replace(STYLESHEET_LINK, '') : html;
  const renderedBefore = withoutStylesheet(withoutScripts(before));
  const renderedMiddle = withoutStylesheet(withoutScripts(middle));
  const headClose = renderedMiddle.indexOf('</head>');
  // What the template's own markup has that a rule may need (the body's classes).
  const templateFeatures = pageFeatures(renderedBefore + renderedMiddle + after);
  /** The page's critical CSS and the tags that carry it, with its hash; nothing without an index. */
  const styles = (page: RenderedPage): { tags: string; hash: string | null } => {
    if (!stylesheet) return { tags: '', hash: null };
    const features = pageFeatures(page.html);
    for (const feature of templateFeatures) features.add(feature);
    // `<\/` reads as `</` in CSS, and cannot end the element.
    const css = criticalCss(stylesheet, features).replace(/<\/(?=style)/gi, '<\\/');
    return {
      tags:
        `<style>${css}</style>` +
        `<noscript><link rel="stylesheet" crossorigin href="${stylesheet.href}"></noscript>`,
      hash: inlineSourceHash(css),
    };
  };

  // The starter of each screen's scripts, worked out once per screen.
  const starters = new Map<string, string>();
  const starter = (modules: string[]) => {
    const key = modules.join(' ');
    let tag = starters.get(key);
    if (tag === undefined) {
      const scripts = [...new Set([...indexPreloads, ...moduleFiles(manifest, modules)])].filter(
        (file) => file !== entry && ASSET_PATH.test(file),
      );
      const data =
        `data-entry="${entry}" data-preload="${scripts.join(' ')}"` +
        (stylesheet ? ` data-stylesheet="${stylesheet.href}"` : '');
      tag = starterScript
        ? `<script ${data}>${starterScript.code}</script>`
        : `<script src="/start-app.js" defer ${data}></script>\n  `;
      starters.set(key, tag);
    }
    return tag;
  };

  return {
    rendersPages,
    starterScript,
    fill({ head, page }) {
      const headTags = head ?? defaultHead;
      if (!page || !rendersPages) {
        return { html: before + headTags + middle + standIn + after, styleHash: null };
      }
      const { tags, hash } = styles(page);
      const html =
        renderedBefore +
        headTags +
        tags +
        renderedMiddle.slice(0, headClose) +
        (starterScript ? '' : starter(page.modules)) +
        renderedMiddle.slice(headClose) +
        `<div id="root" data-server-rendered>${page.html}</div>` +
        `<script type="application/json" id="app-state">${scriptSafeJson(page.state)}</script>` +
        // Carried, the starter comes last: it waits for nothing and holds nothing up.
        (starterScript ? starter(page.modules) : '') +
        after;
      return { html, styleHash: hash };
    },
  };
}
