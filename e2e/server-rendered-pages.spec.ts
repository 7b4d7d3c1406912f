import type { APIRequestContext } from '@playwright/test';
import { citySlug, STATIC_PAGES, type Studio } from '@studio-hive/domain';
import { expect, signedInAs, test } from './fixtures';
import { approvedStudio, bearer, watch, type Auth } from './journey-helpers';

// Decisions 017 and 022: the public pages arrive rendered by the server (SSR), so a phone paints
// them (and search engines read them) before any script runs; the app then hydrates them in
// place, and a signed-in viewer gets their own view of the page.

/** A new approved studio (of `owner`, else a pool owner) and the masked name a visitor is shown. */
async function studioAndVisitorsName(request: APIRequestContext, owner?: Auth) {
  const studio = await approvedStudio(
    request,
    owner ?? (await bearer(request, 'owner')),
    await bearer(request, 'admin'),
  );
  const response = await request.get(`/api/studio/${studio._id}`);
  const visitorsName = ((await response.json()) as { studio: Studio }).studio.name;
  expect(visitorsName).not.toBe(studio.name);
  return { studio, visitorsName };
}

/** The title and meta description the server wrote into a page's HTML. */
async function serverMeta(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const text = (escaped: string | undefined) =>
    (escaped ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return {
    title: text(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    description: text(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]),
  };
}

test('a visitor without JavaScript reads the home page, the listing and a studio as the server rendered them', async ({
  browser,
  request,
}) => {
  const { studio, visitorsName } = await studioAndVisitorsName(request);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/studios');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Studios' })).toBeVisible();
  // The stylesheet arrives by the page's <noscript> link (decision 053).
  await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
  // Other journeys add studios meanwhile: this one is on the first page, newest first.
  const card = page.getByRole('main').getByRole('article').filter({ hasText: visitorsName });
  await expect(card.getByRole('heading', { name: visitorsName })).toBeVisible();
  await expect(card).toContainText('Location revealed after booking');

  await page.goto(`/studios/${studio._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visitorsName);
  await expect(page.getByRole('main')).not.toContainText(studio.name);
  const photo = page.getByRole('main').locator('img').first();
  await expect(photo).toHaveAttribute('src', /^\/uploads\//);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Book podcast and video studios by the hour' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Newly listed studios' }).getByRole('article').first(),
  ).toBeVisible();

  await page.goto('/help');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
  ).toBeVisible();
  await context.close();
});

test('a rendered page paints with the rules it carries, then loads the stylesheet before the app starts', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const errors: string[] = [];
  const page = watch(await context.newPage(), errors);
  // The stylesheet is held back: the page must paint as it will look without it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/index-[\w-]+\.css$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto('/studios', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Browse Studios' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
  await expect(heading).toHaveCSS('font-weight', '700');
  // Requested after the first paint, and the app waits for it.
  await expect.poll(() => requested).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();
  release();
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  expect(
    await page.evaluate(() =>
      [...document.styleSheets].some((sheet) =>
        /\/assets\/index-[\w-]+\.css$/.test(sheet.href ?? ''),
      ),
    ),
  ).toBe(true);
  // Nothing refused by the Content-Security-Policy, no hydration error.
  expect(errors).toEqual([]);
  await context.close();
});

test('the app hydrates a rendered page: the search filters, links navigate, nothing is rendered twice', async ({
  page,
  request,
}) => {
  const { studio, visitorsName } = await studioAndVisitorsName(request);

  // The HTML itself carries the listing (the fixtures fail the test on a hydration error).
  const html = await (await request.get('/studios')).text();
  expect(html).toContain('data-server-rendered');
  expect(html).toContain(visitorsName);

  await page.goto('/studios');
  await page.getByRole('searchbox').fill(visitorsName);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(1);
  await cards.getByRole('link').first().click();
  await expect(page).toHaveURL(`/studios/${studio._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visitorsName);
  await expect(page.getByRole('banner')).toHaveCount(1);
  // Reached by a link, the studio page says what its rendered HTML says, not the listing's text.
  const meta = await serverMeta(request, `/studios/${studio._id}`);
  await expect(page).toHaveTitle(meta.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    meta.description,
  );
});

test("the app starts from the page's responses without asking for them again, whatever the visitor's clock says", async ({
  page,
}) => {
  // Five minutes ahead of the server's: by the server's times, every response the page brought
  // would be stale (staleTime 30 s), and the app would ask for each again as it starts.
  await page.clock.setFixedTime(Date.now() + 5 * 60_000);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/studios');
  // Rendered by the server (not index.html, whose app asks the API itself).
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  // A search asks the API; any request made as the app started came before it.
  await page.getByRole('searchbox').fill('no studio is called this');
  await expect.poll(() => asked.some((path) => path.includes('q='))).toBe(true);
  expect(
    asked.slice(
      0,
      asked.findIndex((path) => path.includes('q=')),
    ),
  ).toEqual([]);
});

test('a studio page keeps the title and description the server wrote after hydration', async ({
  page,
  request,
}) => {
  const { studio, visitorsName } = await studioAndVisitorsName(request);
  const meta = await serverMeta(request, `/studios/${studio._id}`);
  // The studio's own, with the name a visitor is shown: never the site's, never the real name.
  expect(meta.title).toBe(`${visitorsName} | Studio Hive`);
  expect(meta.description).toBe(studio.description);
  expect(`${meta.title} ${meta.description}`).not.toContain(studio.name);

  await page.goto(`/studios/${studio._id}`);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visitorsName);
  await expect(page).toHaveTitle(meta.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    meta.description,
  );
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});

test('what a visitor types before hydration is kept and searched for', async ({
  browser,
  request,
}) => {
  const { visitorsName } = await studioAndVisitorsName(request);
  const context = await browser.newContext();
  const errors: string[] = [];
  const page = watch(await context.newPage(), errors);
  // The app's entry arrives only once the visitor has typed.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });

  // Only until the response has started: the load event waits for the entry when the page paints
  // before it loads (a busy machine), and the entry is held until the visitor has typed.
  await page.goto('/studios', { waitUntil: 'commit' });
  await page.getByRole('searchbox').fill(visitorsName);
  release();
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('searchbox')).toHaveValue(visitorsName);
  await expect(page).toHaveURL(/[?&]q=/);
  expect(errors).toEqual([]);
  await context.close();
});

test("the studio's owner, signed in, sees its real name where the server rendered a visitor's", async ({
  page,
  request,
}) => {
  const owner = await signedInAs(page, 'owner');
  const { studio, visitorsName } = await studioAndVisitorsName(request, {
    authorization: `Bearer ${owner.token}`,
  });
  const html = await (await request.get(`/studios/${studio._id}`)).text();
  expect(html).toContain('data-server-rendered');
  expect(html).toContain(visitorsName);
  expect(html).not.toContain(studio.name);

  await page.goto(`/studios/${studio._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(studio.name);
});

test('every server-drawn page keeps the title and description the server wrote after hydration', async ({
  page,
  request,
}) => {
  const { studio } = await studioAndVisitorsName(request);
  // The listing and a city's listing (whose head counts every studio of the city) among them.
  const paths = [
    ...Object.values(STATIC_PAGES).map((fixed) => fixed.path),
    `/studios/in/${citySlug(studio.location.city)}`,
  ];
  for (const path of paths) {
    const meta = await serverMeta(request, path);
    expect(meta.description, path).not.toBe('');
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await expect(page, path).toHaveTitle(meta.title);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute(
      'content',
      meta.description,
    );
  }
});
