import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TopBar } from '../../components/layout/top-bar';
import { createQueryClient } from '../../lib/query-client';
import { App } from '../app';

/**
 * index.html's stand-in top bar (what paints before any script, docs/decisions/014) against the
 * TopBar it stands in for: the same header and bar boxes, the same logo link and mark, so the
 * first paint does not move when the app (or the page rendered on the server) replaces it.
 */
const indexHtml = readFileSync('apps/web/index.html', 'utf8');

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const classesOf = (element: Element | null | undefined) =>
  (element?.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);

describe("index.html's stand-in top bar", () => {
  const standIn = parse(indexHtml).querySelector('#root > header');
  const app = parse(
    renderToStaticMarkup(
      <App queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <TopBar />
        </MemoryRouter>
      </App>,
    ),
  ).querySelector('header');

  it('sits alone in #root, between the SSR body markers', () => {
    expect(indexHtml).toMatch(
      /<!--ssr-body-->\s*<div id="root">\s*<header[\s\S]*<\/header>\s*<\/div>\s*<!--\/ssr-body-->/,
    );
  });

  it('has the classes of the top bar and of its inner row', () => {
    expect(standIn).not.toBeNull();
    expect(app).not.toBeNull();
    expect(classesOf(standIn)).toEqual(classesOf(app));
    expect(classesOf(standIn?.firstElementChild)).toEqual(classesOf(app?.firstElementChild));
  });

  it("renders the logo as Logo does: its link's layout classes, its mark and its name", () => {
    const standInLogo = standIn?.querySelector('a');
    const appLogo = app?.querySelector('a');
    expect(standInLogo?.getAttribute('href')).toBe(appLogo?.getAttribute('href'));
    // Focus styles do not paint before a script runs; every class the stand-in has, Logo has.
    expect(classesOf(appLogo)).toEqual(expect.arrayContaining(classesOf(standInLogo)));
    const mark = (logo: Element | null | undefined) =>
      [...(logo?.querySelectorAll('svg, svg *') ?? [])].map((element) => [
        element.tagName.toLowerCase(),
        ...[...element.attributes]
          .map((attribute) => `${attribute.name}=${attribute.value}`)
          .sort(),
      ]);
    expect(mark(standInLogo)).toEqual(mark(appLogo));
    expect(standInLogo?.querySelector('span')?.textContent).toBe(
      appLogo?.querySelector('span')?.textContent,
    );
  });
});
