import { randomBytes } from 'node:crypto';
import { addDays, istToday } from '@studio-hive/domain';
import { expect, signedInAs, test } from './fixtures';
import { png, watch } from './journey-helpers';

// Decision 010's journey: an owner lists a studio with two images and generated availability, an
// admin approves it, a guest finds it by search and by city and sees it masked, the owner sees
// it unmasked and edits it.

test('a studio goes from the owner through approval to the catalogue', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  const token = randomBytes(3).toString('hex');
  const name = `Zenith Booth ${token}`;
  const keyword = `zq${token}`;
  const city = 'Sonipat';
  const today = istToday(new Date());

  // ---- The owner submits the studio ----
  const ownerPage = page;
  await signedInAs(ownerPage, 'owner');
  await ownerPage.goto('/owner/studios/new');
  await ownerPage.getByLabel('Studio Name', { exact: true }).fill(name);
  await ownerPage
    .getByLabel('Description', { exact: true })
    .fill(`Quiet booth for interviews (${keyword}).`);
  await ownerPage.getByLabel('1 Camera Price per hour (₹)', { exact: true }).fill('1500');
  await ownerPage.getByLabel('2 Cameras Price per hour (₹)', { exact: true }).fill('2100');
  await ownerPage.getByLabel('3 Cameras Price per hour (₹)', { exact: true }).fill('2900');
  await ownerPage.getByLabel('Full Address', { exact: true }).fill('7 Secret Lane, Model Town');
  await ownerPage.getByLabel('City', { exact: true }).fill(city);
  await ownerPage.getByLabel('State', { exact: true }).fill('Haryana');
  await ownerPage.getByLabel('PIN Code', { exact: true }).fill('131001');
  await ownerPage.getByLabel('Start Date', { exact: true }).fill(addDays(today, 1));
  await ownerPage.getByLabel('End Date', { exact: true }).fill(addDays(today, 3));
  await ownerPage.getByRole('button', { name: 'Generate Availability' }).click();
  await expect(ownerPage.getByText('Generated 3 days of availability.')).toBeVisible();
  await ownerPage.locator('input[type="file"][name="images"]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await png('#4f46e5') },
    { name: 'desk.png', mimeType: 'image/png', buffer: await png('#f59e0b') },
  ]);
  await ownerPage.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(
    ownerPage.getByText('Studio submitted for approval. Please wait for admin approval.'),
  ).toBeVisible();
  await expect(ownerPage).toHaveURL(/\/owner\/studios$/);
  const ownCard = ownerPage.getByRole('article').filter({ hasText: name });
  await expect(ownCard.getByText('Pending')).toBeVisible();
  await expect(ownCard.getByRole('link', { name: /Edit/ })).toHaveCount(0);

  // ---- An admin approves it ----
  const adminContext = await browser.newContext();
  const adminPage = watch(await adminContext.newPage(), errors);
  await signedInAs(adminPage, 'admin');
  await adminPage.goto('/admin/studios/pending');
  const pendingCard = adminPage.getByRole('article').filter({ hasText: name });
  await pendingCard.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Studio approved successfully')).toBeVisible();
  await expect(pendingCard).toHaveCount(0);

  // ---- A guest finds it by search and by city, masked ----
  const guestContext = await browser.newContext();
  const guest = watch(await guestContext.newPage(), errors);
  await guest.goto('/studios');
  await guest.getByLabel('Search', { exact: true }).fill(keyword);
  await expect(guest.getByText(`1 studio found for "${keyword}"`)).toBeVisible();
  await expect(guest).toHaveURL(new RegExp(`q=${keyword}`));
  const card = guest.getByRole('article').filter({ hasText: city });
  await expect(card.getByText(/^Hive Studio \d+, Sonipat$/)).toBeVisible();
  await expect(card.getByText('Location revealed after booking')).toBeVisible();
  await expect(guest.getByText(name)).toHaveCount(0);

  await guest.goto('/studios/in/sonipat');
  await expect(guest.getByLabel('City')).toHaveValue(city);
  await expect(
    guest.getByRole('article').filter({ hasText: /Hive Studio \d+, Sonipat/ }),
  ).toHaveCount(1);
  await guest
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(/^Hive Studio \d+, Sonipat$/);
  await expect(guest.getByText('Full address revealed after booking')).toBeVisible();
  await expect(guest.getByText('Want to book this studio?')).toBeVisible();
  await expect(guest.getByText('7 Secret Lane')).toHaveCount(0);
  const studioUrl = guest.url();

  // ---- The owner sees it unmasked and edits it ----
  await ownerPage.goto(studioUrl);
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(ownerPage.getByText('7 Secret Lane, Model Town')).toBeVisible();
  await ownerPage.getByRole('link', { name: 'Edit Studio' }).click();
  await expect(ownerPage.getByLabel('Studio Name')).toHaveValue(name);
  // Enough days that the availability list scrolls inside its box: the page still ends at its
  // footer, on a phone and on a laptop (the rows' screen-reader text once stretched it).
  await ownerPage.getByLabel('Start Date', { exact: true }).fill(addDays(today, 1));
  await ownerPage.getByLabel('End Date', { exact: true }).fill(addDays(today, 20));
  await ownerPage.getByRole('button', { name: 'Generate / Update Slots' }).click();
  await expect(ownerPage.getByRole('button', { name: /^Remove day/ })).toHaveCount(20);
  for (const width of [390, 1280]) {
    await ownerPage.setViewportSize({ width, height: 800 });
    await expect
      .poll(() =>
        ownerPage.evaluate(() => {
          const footer = document.querySelector('footer')!.getBoundingClientRect();
          return document.documentElement.scrollHeight - (footer.bottom + window.scrollY);
        }),
      )
      .toBeLessThanOrEqual(2);
  }
  await ownerPage.getByLabel('Studio Name', { exact: true }).fill(`${name} II`);
  await ownerPage.getByRole('button', { name: 'Update Studio' }).click();
  // A new name waits for an admin (decision 030): the card shows the listed one and says so.
  await expect(ownerPage.getByText(/^Your changes were sent for review\./)).toBeVisible();
  await expect(ownerPage).toHaveURL(/\/owner\/studios$/);
  await expect(
    ownerPage.getByRole('article').filter({ hasText: name }).getByText('Changes awaiting review'),
  ).toBeVisible();

  await Promise.all([adminContext.close(), guestContext.close()]);
  expect(errors, 'console errors of the admin and the guest').toEqual([]);
});
