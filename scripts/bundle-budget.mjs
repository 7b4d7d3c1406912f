// The web app's JavaScript budget (docs/decisions/014): what a route downloads before it renders,
// read from Vite's build manifest. Pure functions; scripts/check-bundle.mjs reads the files.

/** The aim of decision 014 for each route below: gzipped JavaScript before it renders, in kB. */
export const TARGET_KB = 120;

/**
 * The routes under budget: the source module of each route's lazy screen, as the manifest keys it
 * (relative to apps/web; app/routes.tsx maps the path to it), and the most the check lets through
 * (kB, gzip). A limit is a ratchet: the route's size when it was set plus a little room, never
 * above TARGET_KB; lower it whenever a change makes the route smaller (decisions 014 and 016).
 */
export const BUDGETED_ROUTES = [
  { path: '/', module: 'src/app/routes/public/home.tsx', limitKb: 115 },
  { path: '/studios', module: 'src/app/routes/public/studios.tsx', limitKb: 118 },
  { path: '/studios/{id}', module: 'src/app/routes/public/studio-detail.tsx', limitKb: 120 },
];

/**
 * @typedef {{ file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[];
 *   css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * The key of the page's entry chunk (the script index.html loads).
 * @param {Manifest} manifest
 */
export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) {
    throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
  }
  return /** @type {string} */ (entries[0]);
}

/**
 * The chunk at `key` and everything it imports statically, transitively, each once, depth first.
 * Dynamic imports are left out: they load later, on demand. Static imports are what the browser
 * must fetch before the chunk runs (Vite also modulepreloads them).
 * @param {Manifest} manifest
 * @param {string} key
 * @param {Set<string>} seen keys already counted (shared between calls)
 * @returns {string[]}
 */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return [];
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk '${key}'.`);
  seen.add(key);
  return [key, ...(chunk.imports ?? []).flatMap((next) => staticClosure(manifest, next, seen))];
}

/**
 * Every file the browser downloads before the screen of `routeModule` renders: the entry with its
 * static imports, then the route's lazy chunk with its own static imports (shared ones once), and
 * the stylesheets those chunks bring.
 * @param {Manifest} manifest
 * @param {string} routeModule
 */
export function initialFiles(manifest, routeModule) {
  const seen = new Set();
  const keys = [
    ...staticClosure(manifest, entryKey(manifest), seen),
    ...staticClosure(manifest, routeModule, seen),
  ];
  const chunks = keys.map((key) => /** @type {ManifestChunk} */ (manifest[key]));
  return {
    js: chunks.map((chunk) => chunk.file),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

/** `bytes` in kB (1,000 bytes, as Vite prints them) with one decimal. */
export const kb = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);
