import { randomBytes } from 'node:crypto';
import { expect, signedInAs, test } from './fixtures';
import { approvedStudio, watch } from './journey-helpers';

// Decision 030's journey: the owner of an approved studio renames it and moves it to another city;
// a guest still sees the listed version until an admin approves the change, then the new one.

test("an approved studio's new name waits for an admin before anyone sees it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  const token = randomBytes(3).toString('hex');
  const name = `Lantern Loft ${token}`;
  const newName = `Lantern Hall ${token}`;

  const ownerPage = page;
  const owner = await signedInAs(ownerPage, 'owner');
  const adminContext = await browser.newContext();
  const adminPage = watch(await adminContext.newPage(), errors);
  const admin = await signedInAs(adminPage, 'admin');
  const studio = await approvedStudio(
    request,
    { authorization: `Bearer ${owner.token}` },
    { authorization: `Bearer ${admin.token}` },
    { name, description: `Warm room ${token}, listed version.` },
  );

  // ---- The owner renames it, moves it and rewrites its description ----
  await ownerPage.goto(`/owner/studios/${studio._id}/edit`);
  await expect(ownerPage.getByLabel('Studio Name', { exact: true })).toHaveValue(name);
  await ownerPage.getByLabel('Studio Name', { exact: true }).fill(newName);
  await ownerPage.getByLabel('Description', { exact: true }).fill(`Bright hall ${token}.`);
  await ownerPage.getByLabel('City', { exact: true }).fill('Panipat');
  await ownerPage.getByRole('button', { name: 'Update Studio' }).click();
  await expect(ownerPage.getByText(/^Your changes were sent for review\./)).toBeVisible();
  await expect(ownerPage).toHaveURL(/\/owner\/studios$/);
  const ownCard = ownerPage.getByRole('article').filter({ hasText: name });
  await expect(ownCard.getByText('Changes awaiting review')).toBeVisible();

  // ---- A guest still sees the listed studio ----
  const guestContext = await browser.newContext();
  const guest = watch(await guestContext.newPage(), errors);
  await guest.goto(`/studios/${studio._id}`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(/^Hive Studio \d+, Gurugram$/);
  await expect(guest.getByText(`Warm room ${token}, listed version.`)).toBeVisible();
  await expect(guest.getByText(`Bright hall ${token}.`)).toHaveCount(0);
  await expect(guest.getByText('Panipat')).toHaveCount(0);

  // ---- An admin sees the change and approves it ----
  await adminPage.goto('/admin/studios/pending');
  const changeCard = adminPage.getByRole('article').filter({ hasText: newName });
  await expect(changeCard.getByText('Changes awaiting review')).toBeVisible();
  await changeCard.getByRole('button', { name: /^Approve changes/ }).click();
  await expect(adminPage.getByText('Studio changes approved and now live')).toBeVisible();
  await expect(changeCard).toHaveCount(0);

  // ---- The guest sees the new version; its owner the new name ----
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(/^Hive Studio \d+, Panipat$/);
  await expect(guest.getByText(`Bright hall ${token}.`)).toBeVisible();
  await ownerPage.goto(`/studios/${studio._id}`);
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(newName);

  await Promise.all([adminContext.close(), guestContext.close()]);
  expect(errors, 'console errors of the admin and the guest').toEqual([]);
});
