import { parse as parseSelector, type Selector } from 'css-what';
import postcss, { type ChildNode, type Container, type Declaration } from 'postcss';

/**
 * The built stylesheet as the server cuts it per page (decision 053): each rule with the class
 * names and elements its selectors need and the custom properties it uses, so a server-rendered
 * page can carry in a `<style>` element the rules its markup can use (its critical CSS) and load
 * the whole stylesheet after its first paint. Worked out once, at build time, so the server
 * parses no CSS: it compares names (apps/api/src/ssr/critical-css.ts reads this format).
 */
export type StylesheetPiece =
  /** Kept on every page, and uses no custom property. */
  | string
  /**
   * A rule (or an at-rule kept whole), kept on every page or, with `needs`, when the page has
   * everything one of its lists needs (a list per selector): a class, written `.name`, or an
   * element, written by its tag name (`optgroup`). `uses`: the custom properties it reads.
   */
  | { needs?: string[][]; uses?: string[]; css: string }
  /**
   * A custom property's declaration (`--color-slate-50:…;` in `:root`) or registration
   * (`@property --tw-shadow{…}`), kept when a kept piece uses the property: Tailwind declares
   * every theme value the app uses, most of which a page does not.
   */
  | { defines: string; uses?: string[]; css: string }
  /** A group (`@media`, `@layer`, a rule of declarations) kept with whichever pieces are. */
  | { open: string; pieces: StylesheetPiece[] };

export type StylesheetIndex = {
  /** The stylesheet's path, as index.html links it. */
  href: string;
  pieces: StylesheetPiece[];
};

/**
 * At-rules whose rules are kept or dropped one by one; any other at-rule is kept whole, but for
 * `@property`, kept when its property is used.
 */
const GROUPS = new Set(['media', 'layer', 'supports', 'container']);

/**
 * What a page must have for one selector (a list of compound selectors and combinators) to match
 * an element of it, as far as can be told without the document: the classes and elements of the
 * selector itself and of an `:is()` or `:where()` with a single argument. Those under `:not()`,
 * `:has()` and the like say nothing certain, so they are not counted: a rule is kept rather than
 * lost.
 */
function needed(selector: Selector[]): string[] {
  return selector.flatMap((token) => {
    if (token.type === 'attribute' && token.name === 'class' && token.action === 'element') {
      return [`.${token.value}`];
    }
    if (token.type === 'tag') return [token.name.toLowerCase()];
    if (
      token.type === 'pseudo' &&
      (token.name === 'is' || token.name === 'where') &&
      Array.isArray(token.data) &&
      token.data.length === 1
    ) {
      return needed(token.data[0]!);
    }
    return [];
  });
}

/**
 * What each of a rule's selectors needs, or null when one of them needs nothing (`*`, `:root`)
 * or cannot be read: such a rule is kept on every page.
 */
function selectorNeeds(selector: string): string[][] | null {
  let alternatives: Selector[][];
  try {
    alternatives = parseSelector(selector);
  } catch {
    return null;
  }
  const lists = alternatives.map((alternative) => [...new Set(needed(alternative))]);
  return lists.some((list) => list.length === 0) ? null : lists;
}

/** The custom properties `css` reads (`var(--name…`). */
function usesOf(css: string): string[] | undefined {
  const uses = [...new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!))];
  return uses.length > 0 ? uses : undefined;
}

/** `css`, kept on every page: a string, or with the custom properties it uses. */
function always(css: string): StylesheetPiece {
  const uses = usesOf(css);
  return uses ? { css, uses } : css;
}

/** Kept on every page and never dropped: a string, or a rule without `needs`. */
const isAlways = (piece: StylesheetPiece): piece is string | { css: string; uses?: string[] } =>
  typeof piece === 'string' || ('css' in piece && !('needs' in piece) && !('defines' in piece));

/** The pieces of a container's children, neighbours kept on every page joined into one. */
function piecesOf(container: Container): StylesheetPiece[] {
  const pieces: StylesheetPiece[] = [];
  const add = (piece: StylesheetPiece) => {
    const last = pieces.at(-1);
    if (last !== undefined && isAlways(last) && isAlways(piece)) {
      const text = (one: string | { css: string }) => (typeof one === 'string' ? one : one.css);
      pieces[pieces.length - 1] = always(text(last) + text(piece));
    } else {
      pieces.push(piece);
    }
  };
  container.each((node: ChildNode) => {
    if (node.type === 'comment') return;
    if (node.type === 'rule') {
      const needs = selectorNeeds(node.selector);
      const declarations = node.nodes.filter((child) => child.type !== 'comment');
      if (needs) {
        const uses = usesOf(node.toString());
        add({ needs, ...(uses ? { uses } : {}), css: node.toString() });
      } else if (
        declarations.length > 0 &&
        declarations.every((child) => child.type === 'decl' && child.prop.startsWith('--'))
      ) {
        // Custom properties only (`:root{--…}`): each kept if used.
        add({
          open: `${node.selector}{`,
          pieces: declarations.map((child) => {
            const declaration = child as Declaration;
            const uses = usesOf(declaration.value);
            return {
              defines: declaration.prop,
              ...(uses ? { uses } : {}),
              css: `${declaration.toString()};`,
            };
          }),
        });
      } else {
        add(always(node.toString()));
      }
    } else if (node.type === 'atrule' && node.name.toLowerCase() === 'property') {
      add({ defines: node.params.trim(), css: node.toString() });
    } else if (node.type === 'atrule' && node.nodes && GROUPS.has(node.name.toLowerCase())) {
      const inner = piecesOf(node);
      const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`;
      if (inner.length === 1 && isAlways(inner[0]!)) {
        const [only] = inner;
        add(always(`${open}${typeof only === 'string' ? only : only!.css}}`));
      } else {
        add({ open, pieces: inner });
      }
    } else {
      // A statement (`@layer components;`) ends with a semicolon its parent holds.
      add(always(node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString()));
    }
  });
  return pieces;
}

/** The index of the stylesheet `css`, linked as `href`. */
export function indexStylesheet(href: string, css: string): StylesheetIndex {
  return { href, pieces: piecesOf(postcss.parse(css)) };
}
