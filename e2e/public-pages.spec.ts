import { SITE_TITLE, STATIC_PAGES, SUPPORT_EMAIL } from '@studio-hive/domain';
import type { Page } from '@playwright/test';
import { expect, signedInAs, test } from './fixtures';
import { approvedStudio, bearer } from './journey-helpers';

// Decision 015: the static public pages (docs/product.md#overview and docs/product.md#home): home with real studios, About with
// its #blog, the FAQ's search and topics, Terms and Privacy, each with its own title and
// description, in the browser and in the HTML the server sends.

const main = (page: Page) => page.getByRole('main');

const description = (page: Page) =>
  page.locator('meta[name="description"]').getAttribute('content');

test.describe('home page', () => {
  test('shows a visitor the hero, six features, real studios from the catalogue and the call to action', async ({
    page,
  }) => {
    await approvedStudio(
      page.request,
      await bearer(page.request, 'owner'),
      await bearer(page.request, 'admin'),
    );
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book podcast and video studios by the hour' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(SITE_TITLE);
    expect(await description(page)).toBe(STATIC_PAGES.home.description);

    await expect(main(page).getByRole('link', { name: 'Browse Studios' })).toHaveAttribute(
      'href',
      '/studios',
    );
    await expect(main(page).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(main(page).getByRole('link', { name: 'Find a Studio' })).toHaveAttribute(
      'href',
      '/studios',
    );
    await expect(main(page).getByRole('link', { name: 'List a Studio' })).toHaveAttribute(
      'href',
      '/add-your-studio',
    );
    const features = page.getByRole('region', { name: 'Why creators book with Studio Hive' });
    await expect(features.getByRole('listitem')).toHaveCount(6);
    await expect(features).not.toContainText(/pay online|24\/7/i);

    // Up to three approved studios of the catalogue (other journeys add theirs as they run),
    // masked for a guest as the API sends them.
    const studios = page.getByRole('region', { name: 'Newly listed studios' });
    const cards = studios.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(3);
    const names = await cards.getByRole('heading', { level: 3 }).allTextContents();
    for (const name of names) expect(name).toMatch(/^Hive Studio \d+, .+$/);
    await expect(cards.first()).toContainText('Location revealed after booking');
    const catalogue = (await (await page.request.get('/api/studio')).json()) as { name: string }[];
    expect(catalogue.map((studio) => studio.name)).toEqual(expect.arrayContaining(names));
    await expect(studios.getByRole('link', { name: /^View all \d+ studios?$/ })).toHaveAttribute(
      'href',
      '/studios',
    );

    await cards
      .first()
      .getByRole('link', { name: /View Details/ })
      .click();
    await expect(page).toHaveURL(/\/studios\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
  });

  test('keeps Get Started and List a Studio for visitors only', async ({ page }) => {
    await signedInAs(page, 'customer');
    await page.goto('/');
    await expect(main(page).getByRole('link', { name: 'Browse Studios' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Find a Studio' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Get Started' })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'List a Studio' })).toHaveCount(0);
  });
});

test.describe('About page', () => {
  test('has the story, mission, vision, team and blog, and links to studios and contact', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page).toHaveTitle('About Us | Studio Hive');
    for (const heading of ['Our story', 'Our mission', 'Our vision', 'Our team', 'From our blog']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator('#blog').getByRole('article')).toHaveCount(3);
    // The blog heading starts below the first screen when opened without the hash.
    await expect(page.getByRole('heading', { name: 'From our blog' })).not.toBeInViewport();

    const article = page.locator('#blog').getByRole('article').first();
    await article.getByText('Read the article').click();
    await expect(article).toContainText('Arrive 15 minutes early');
    await expect(main(page).getByRole('link', { name: 'Browse Studios' })).toHaveAttribute(
      'href',
      '/studios',
    );
    await expect(main(page).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('scrolls to the blog when opened at /about#blog', async ({ page }) => {
    await page.goto('/about#blog');
    await expect(page.getByRole('heading', { name: 'From our blog' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('scrolls to the blog after client-side navigation from the home page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Read our recording tips' }).click();
    await expect(page).toHaveURL(/\/about#blog$/);
    await expect(page.getByRole('heading', { name: 'From our blog' })).toBeInViewport();
    // The sticky top bar does not cover the heading.
    const top = await page.getByRole('heading', { name: 'From our blog' }).boundingBox();
    expect(top!.y).toBeGreaterThanOrEqual(64);
  });
});

test.describe('Help Center', () => {
  test('searches and filters the questions, with the count, and opens answers', async ({
    page,
  }) => {
    await page.goto('/help');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Help Center | Studio Hive');
    expect(await description(page)).toBe(STATIC_PAGES.help.description);
    const count = page.getByRole('status').filter({ hasText: /questions?|results?/ });
    await expect(count).toHaveText(/^\d+ questions$/);
    const total = Number((await count.textContent())!.split(' ')[0]);

    for (const topic of ['All Topics', 'Booking', 'Studio Management', 'Account']) {
      await expect(
        page.getByRole('button', { name: new RegExp(`^${topic} \\(\\d+ questions\\)$`) }),
      ).toBeVisible();
    }
    await page.getByRole('button', { name: /^General & Technical/ }).click();
    await expect(page.getByRole('button', { name: /^General & Technical/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(count).toHaveText(/^\d+ questions in General & Technical$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Booking' })).toHaveCount(0);

    await page.getByRole('button', { name: /^All Topics/ }).click();
    await page.getByLabel('Search the questions').fill('pay at studio');
    await expect(count).toHaveText(/^\d+ results? for "pay at studio"$/);
    const question = page.getByRole('button', { name: 'How do I pay for a booking?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('Nothing is charged online');

    // 'No results found', then 'Clear search' brings everything back.
    await page.getByLabel('Search the questions').fill('xylophone');
    await expect(count).toHaveText('0 results for "xylophone"');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByLabel('Search the questions')).toHaveValue('');
    await expect(page.getByLabel('Search the questions')).toBeFocused();
    await expect(count).toHaveText(`${total} questions`);
    await expect(page.getByRole('heading', { name: 'No results found' })).toHaveCount(0);

    const help = page.getByRole('region', { name: 'Still need help?' });
    await expect(help.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(help.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });

  test('works from the keyboard, with a visible focus', async ({ page }) => {
    await page.goto('/help');
    const question = page.getByRole('button', { name: 'How do I book a studio?' });
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');

    await page.getByLabel('Search the questions').focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText(/^All Topics/);
    const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });
});

test.describe('legal pages', () => {
  test('Terms of Service are dated January 2025 and written for this product', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page).toHaveTitle('Terms of Service | Studio Hive');
    await expect(main(page)).toContainText('Last updated: January 2025');
    await expect(main(page)).toContainText('Pay at Studio');
    await expect(main(page)).toContainText('Refunds follow each studio’s own cancellation policy');
    await expect(main(page)).toContainText('courts in Gurgaon');
    await expect(main(page)).toContainText('within 72 hours');
    await expect(main(page)).not.toContainText(/pay online|online payment|24\/7/i);

    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: /Law and disputes/ })
      .click();
    await expect(
      page.getByRole('heading', { level: 2, name: /Law and disputes/ }),
    ).toBeInViewport();
  });

  test('Privacy Policy says what is kept and that image location data is removed', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy Policy | Studio Hive');
    await expect(main(page)).toContainText('Last updated: January 2025');
    await expect(main(page)).toContainText('GPS location, is removed');
    await expect(main(page)).toContainText('by SMS');
  });
});

test('the server sends each fixed page with its own title, description and canonical link', async ({
  request,
}) => {
  for (const meta of Object.values(STATIC_PAGES)) {
    const html = await (await request.get(meta.path)).text();
    const title = meta.title ? `${meta.title} | Studio Hive` : SITE_TITLE;
    expect(html, meta.path).toContain(`<title>${title}</title>`);
    expect(html, meta.path).toContain(
      `<meta name="description" content="${meta.description.replace(/'/g, '&#39;')}" />`,
    );
    expect(html, meta.path).toMatch(
      new RegExp(
        `<link rel="canonical" href="http://[^"]+${meta.path === '/' ? '/' : meta.path}" />`,
      ),
    );
  }
});

test('the pages fit a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/about', '/help', '/terms', '/privacy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
  }
});
