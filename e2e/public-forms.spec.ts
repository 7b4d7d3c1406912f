import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CONTACT_MESSAGES, INQUIRY_MESSAGES, SUPPORT_EMAIL } from '@studio-hive/domain';
import { expect, readOutbox, test, uniqueEmail } from './fixtures';

// Decision 013: the two public forms. A visitor sends a studio inquiry from the lead page and a
// message from the Contact page, sees the product's toasts, and the team's inbox (TEAM_EMAIL, its
// default on the e2e server) gets each, read from the server's outbox; the sender gets nothing.

const TEAM_EMAIL = 'team@studiohive.in';

/** The outbox messages whose text carries `marker`, once the dispatcher has sent them. */
async function mailsAbout(marker: string) {
  let found: Awaited<ReturnType<typeof readOutbox>> = [];
  await expect
    .poll(async () => {
      found = (await readOutbox()).filter((m) => m.text.includes(marker));
      return found.length;
    })
    .toBeGreaterThan(0);
  return found;
}

/** No part of the page is wider than the window (nothing to scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

test('a studio owner asks for a starter plan and the team is told', async ({ page }) => {
  const marker = `Sector ${randomBytes(3).toString('hex')}, Gurgaon`;
  await page.goto('/add-your-studio');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turn your room into a podcast studio' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('List Your Studio | Studio Hive');

  const form = page.getByRole('region', { name: 'Get your studio starter plan' });
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(form.getByText('Please fill in all required fields')).toHaveCount(3);

  await form.getByLabel('Your name').fill('Meera Nair');
  await form.getByLabel('WhatsApp number').fill('+91 98765-43210');
  await form.getByLabel('Where is your room?').fill(marker);
  await form
    .getByRole('group', { name: 'Do you already have a room for recording?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await form.getByRole('button', { name: 'Send Inquiry' }).click();

  await expect(page.getByText(INQUIRY_MESSAGES.submitted)).toBeVisible();
  await expect(form.getByLabel('Your name')).toHaveValue('');
  await expect(form.getByLabel('Where is your room?')).toHaveValue('');

  const mails = await mailsAbout(marker);
  expect(mails.map((m) => [m.channel, m.to])).toEqual([['email', TEAM_EMAIL]]);
  expect(mails[0]?.subject).toMatch(/^Studio Hive: new studio inquiry \(ref [0-9a-f]{8}\)$/);
  expect(mails[0]?.text).toContain('Name:         Meera Nair');
  expect(mails[0]?.text).toContain('WhatsApp:     +91 98765 43210 (https://wa.me/919876543210)');
  expect(mails[0]?.text).toContain('Has a room:   No');
});

test('a visitor sends a message from the Contact page and only the team gets it', async ({
  page,
}) => {
  const email = uniqueEmail('e2e-contact');
  const subject = `Bringing my own microphone ${randomBytes(3).toString('hex')}`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page).toHaveTitle('Contact Us | Studio Hive');
  await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
  await expect(page.getByText(/support replies within 24 hours Monday to Friday/)).toBeVisible();

  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByLabel('Your name').fill('Arjun Mehta');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Category').selectOption({ label: 'Booking Support' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Can I bring my own microphone?\nThanks!');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText(CONTACT_MESSAGES.sent)).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');

  const mails = await mailsAbout(subject);
  expect(mails.map((m) => [m.channel, m.to])).toEqual([['email', TEAM_EMAIL]]);
  expect(mails[0]?.subject).toMatch(/^Studio Hive: contact message, Booking Support \(ref /);
  expect(mails[0]?.text).toContain(`Email:     ${email}`);
  expect(mails[0]?.text).toContain('> Can I bring my own microphone?\n> Thanks!');
  expect((await readOutbox()).filter((m) => m.to === email)).toEqual([]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('both pages fit the screen and the forms work from the keyboard', async ({ page }) => {
    await page.goto('/add-your-studio');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Turn your room into a podcast studio' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The form comes after the reasons on a phone; the link at the top leads to it.
    await page.getByRole('link', { name: 'Get Your Starter Plan' }).click();
    await expect(page.getByLabel('Your name')).toBeInViewport();

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const form = page.getByRole('region', { name: 'Send us a message' });
    await form.getByLabel('Your name').focus();
    await page.keyboard.press('Tab');
    const email = form.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeFocused();
    // The focused field is visibly outlined.
    const outline = await email.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
  });
});
