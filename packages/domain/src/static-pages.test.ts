import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX_LENGTH } from './constants';
import { metaDescription } from './page-meta';
import { pageTitle, SITE_DESCRIPTION, SITE_TITLE } from './site-pages';
import { STATIC_PAGES, staticPageForPath } from './static-pages';

describe('the fixed pages table', () => {
  const pages = Object.values(STATIC_PAGES);

  it('gives every page a description of at most 160 characters that needs no cutting', () => {
    for (const page of [...pages, { path: 'index.html', description: SITE_DESCRIPTION }]) {
      expect(page.description.length, page.path).toBeLessThanOrEqual(META_DESCRIPTION_MAX_LENGTH);
      expect(metaDescription(page.description), page.path).toBe(page.description);
    }
  });

  it('has one entry per path and distinct titles and descriptions', () => {
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => pageTitle(p.title))).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
  });

  it('promises no online payment and no round-the-clock support (docs/product.md#overview, as the product is)', () => {
    for (const page of pages) {
      expect(page.description).not.toMatch(/pay online|online payment|24\/7/i);
    }
  });
});

describe('pageTitle', () => {
  it("adds the brand to a page's title; the home page has the site's own title", () => {
    expect(pageTitle('About Us')).toBe('About Us | Studio Hive');
    expect(pageTitle(null)).toBe(SITE_TITLE);
    expect(pageTitle()).toBe('Studio Hive: book podcast and video studios in Delhi NCR');
  });
});

describe('staticPageForPath', () => {
  it('finds a page as the router matches it: any case, one trailing slash, query ignored', () => {
    expect(staticPageForPath('/')).toBe(STATIC_PAGES.home);
    expect(staticPageForPath('/about')).toBe(STATIC_PAGES.about);
    expect(staticPageForPath('/About/')).toBe(STATIC_PAGES.about);
    expect(staticPageForPath('/help?q=refund')).toBe(STATIC_PAGES.help);
    expect(staticPageForPath('/studios?city=Noida')).toBe(STATIC_PAGES.studios);
    expect(staticPageForPath('/about#blog')).toBe(STATIC_PAGES.about);
  });

  it('knows nothing of other paths', () => {
    for (const path of [
      '/studios/in/noida',
      '/studios/abc',
      '/about/team',
      '/terms//',
      '/help/x',
      '',
    ]) {
      expect(staticPageForPath(path), path).toBeUndefined();
    }
  });
});
