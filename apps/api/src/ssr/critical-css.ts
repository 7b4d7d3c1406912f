import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Critical CSS for the pages rendered on the server (decision 053). The web build writes its
 * stylesheet's index (`.vite/stylesheet-index.json`, apps/web/build/stylesheet-index.ts): each
 * rule with the classes its selectors need. A page carries the rules its markup can use in a
 * `<style>` element, so its first paint waits for no stylesheet request and its largest picture
 * is fetched on the document's own connection; the whole stylesheet loads after that paint.
 */
export type StylesheetPiece =
  | string
  | { needs?: string[][]; uses?: string[]; css: string }
  | { defines: string; uses?: string[]; css: string }
  | { open: string; pieces: StylesheetPiece[] };

export type StylesheetIndex = { href: string; pieces: StylesheetPiece[] };

/** Our own asset paths only, safe in an attribute. */
export const ASSET_PATH = /^\/[\w./-]+$/;

/** The build's stylesheet index, or null when it has none (a build older than it) or it is unreadable. */
export async function readStylesheetIndex(root: string): Promise<StylesheetIndex | null> {
  try {
    const index = JSON.parse(
      await readFile(join(root, '.vite', 'stylesheet-index.json'), 'utf8'),
    ) as StylesheetIndex;
    return typeof index.href === 'string' &&
      ASSET_PATH.test(index.href) &&
      Array.isArray(index.pieces)
      ? index
      : null;
  } catch {
    return null;
  }
}

/** What React escapes in an attribute's value, read back. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * What the markup `html` has that a rule may need: each class name (from its `class` attributes,
 * as React writes them) as `.name`, and each element's tag name.
 */
export function pageFeatures(html: string): Set<string> {
  const features = new Set<string>();
  for (const [, tag] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) features.add(tag!.toLowerCase());
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const text = value!.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);
    for (const name of text.split(/\s+/)) if (name) features.add(`.${name}`);
  }
  return features;
}

/** Each custom property's definitions' uses, by property: from the index alone, so made once. */
const propertyUsesOf = new WeakMap<StylesheetIndex, Map<string, string[]>>();

function propertyUses(index: StylesheetIndex): Map<string, string[]> {
  let uses = propertyUsesOf.get(index);
  if (uses) return uses;
  const found = new Map<string, string[]>();
  const visit = (pieces: StylesheetPiece[]) => {
    for (const piece of pieces) {
      if (typeof piece === 'string') continue;
      if ('open' in piece) visit(piece.pieces);
      else if ('defines' in piece) {
        found.set(piece.defines, [...(found.get(piece.defines) ?? []), ...(piece.uses ?? [])]);
      }
    }
  };
  visit(index.pieces);
  uses = found;
  propertyUsesOf.set(index, uses);
  return uses;
}

/**
 * The rules of the stylesheet that an element of a page with `features` can match, with the
 * custom properties they use (and those these use in turn).
 */
export function criticalCss(index: StylesheetIndex, features: Set<string>): string {
  // The rules matched, and the properties they use, then those their declarations use.
  const matched = new Set<StylesheetPiece>();
  const used = new Set<string>();
  const visit = (pieces: StylesheetPiece[]) => {
    for (const piece of pieces) {
      if (typeof piece === 'string' || 'defines' in piece) continue;
      if ('open' in piece) visit(piece.pieces);
      else if (
        !piece.needs ||
        piece.needs.some((list) => list.every((need) => features.has(need)))
      ) {
        matched.add(piece);
        for (const name of piece.uses ?? []) used.add(name);
      }
    }
  };
  visit(index.pieces);
  const uses = propertyUses(index);
  for (const name of used) for (const next of uses.get(name) ?? []) used.add(next);

  const retained = (pieces: StylesheetPiece[]): string =>
    pieces
      .map((piece) => {
        if (typeof piece === 'string') return piece;
        if ('open' in piece) {
          const inner = retained(piece.pieces);
          return inner ? `${piece.open}${inner}}` : '';
        }
        if ('defines' in piece) return used.has(piece.defines) ? piece.css : '';
        return matched.has(piece) ? piece.css : '';
      })
      .join('');
  return retained(index.pieces);
}

/** The Content-Security-Policy source that allows an inline element with this text. */
export function inlineSourceHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
