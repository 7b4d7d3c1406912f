import { beforeAll, describe, expect, it } from 'vitest';
import { leaksIn, maskingAuditForFile, type Read } from '../../test/fixtures/masking-audit';
import {
  everyStudio,
  firstResponse,
  read,
  readAsEveryViewer,
  responseSentAs,
  searches,
  type Seen,
} from '../../test/fixtures/masking-audit-reads';

/**
 * Masked studios (test/fixtures/masking-audit.ts) on every page rendered on the server, as every
 * kind of viewer: rendered on a guest's first visit, then cached, compressed and conditional. The
 * read routes of the OpenAPI document, and the guard that none is left out, are in
 * masking-audit-routes.integration.test.ts.
 */

const f = maskingAuditForFile();

/**
 * The pages rendered on the server that show studios (the others are fixed text). A page is
 * rendered as a guest sees it and cached for every visitor, so it is masked for everyone: the
 * positive control reads the API.
 */
const pages = (): Read[] => [
  { url: '/' },
  { url: '/studios' },
  { url: '/studios?page=2&limit=2' },
  { url: `/studios?date=${f.tomorrow}&start=9&hours=2` },
  { url: '/studios/in/gurgaon' },
  { url: '/studios/in/noida' },
  { url: '/studios/in/new-delhi' },
  ...everyStudio(f, (id) => `/studios/${id}`),
  ...searches(f, '/studios'),
];

describe('a masked studio, on every page rendered on the server and encoding', () => {
  let seen: Seen[];
  let firstPages: Seen[];

  beforeAll(async () => {
    const guest = f.viewers[0]!;
    // A guest's first visit renders each page and caches it for the next visitor (four renders at
    // a time at most: one after the other, so each is rendered).
    firstPages = [];
    for (const page of pages()) firstPages.push(await read(f.t, guest, page, 'plain'));
    seen = [...firstPages, ...(await readAsEveryViewer(f, pages))];
  });

  it('shows no masked viewer a real name, address, PIN code, handle or owner, anywhere', () => {
    expect(seen.filter(({ res }) => res.statusCode >= 500).map(({ read: r }) => r.url)).toEqual([]);
    expect(seen.flatMap((s) => leaksIn(f, s))).toEqual([]);
  });

  it('read each kind of page: rendered on the server, cached, compressed', () => {
    for (const page of firstPages) {
      expect(page.body, page.read.url).toContain('<div id="root" data-server-rendered>');
      expect(page.body, page.read.url).toContain('id="app-state"');
    }
    // The studio page's link previews, canonical address and JSON-LD name the masked studio.
    const guest = f.viewers[0]!;
    const { loft } = f.studios;
    const masked = `Hive Studio ${loft.publicNumber}, Gurgaon`;
    const page = firstResponse(seen, guest, `/studios/${loft.id}`).body;
    expect(page).toContain(`<meta property="og:title" content="${masked} | Studio Hive" />`);
    expect(page).toContain(
      `<link rel="canonical" href="https://studiohive.in/studios/${loft.id}" />`,
    );
    expect(page).toMatch(new RegExp(`application/ld\\+json">[^<]*"name":"${masked}"`));

    for (const encoding of ['br', 'gzip'] as const) {
      const url = '/studios';
      expect(responseSentAs(seen, guest, url, encoding).headers['content-encoding'], url).toBe(
        encoding,
      );
      const signedIn = seen.filter((s) => s.viewer.account && s.how === encoding);
      expect(signedIn.some((s) => s.res.headers['content-encoding'] === encoding)).toBe(true);
    }
  });
});
