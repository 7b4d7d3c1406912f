import { addDays, formatLongDate, istToday } from '@studio-hive/domain';
import { describeViolations, seriousAxeViolations } from './axe';
import { claimAccount, expect, signedInAs, signedInWith, test } from './fixtures';
import { approvedStudio, bearer, rupees, watch } from './journey-helpers';
import { decodeQr, upiParameters } from './qr';

// Deposits over UPI (docs/product.md#deposits, decision 052): the studio's page says its deposit
// as the server renders it (no script run); a customer books that studio, which asks ₹500, pays
// by the QR code (read back here with a QR decoder) and reports the UTR; the owner sees it first
// on the dashboard and confirms it; the owner's cancellation leaves a refund due, which the owner
// marks paid. On a phone, the UPI link comes first.

test('a customer pays a deposit by its QR code, the owner confirms it, a cancellation owes a refund the owner marks paid; on a phone the UPI link comes first', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const ownerContext = await browser.newContext();
  const ownerPage = watch(await ownerContext.newPage(), errors);
  const owner = await signedInAs(ownerPage, 'owner');
  const ownerAuth = { authorization: `Bearer ${owner.token}` };
  const studio = await approvedStudio(request, ownerAuth, await bearer(request, 'admin'), {
    deposit: JSON.stringify({ type: 'fixed', value: 500 }),
    upiId: 'Axe.Room@OKAXIS',
  });
  const tomorrow = addDays(istToday(new Date()), 1);

  // ---- The page the server renders says the deposit, before any script runs ----
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const visitorPage = await noScript.newPage();
  await visitorPage.goto(`/studios/${studio._id}`);
  await expect(
    visitorPage
      .getByRole('complementary', { name: 'Packages and booking' })
      .getByText('Deposit of ₹500 by UPI to hold a booking'),
  ).toBeVisible();
  await noScript.close();

  // ---- The customer is told before booking, books, and pays by the QR code ----
  const customerAccount = claimAccount('customer');
  const customer = await signedInWith(page, customerAccount);
  await page.goto(`/studios/${studio._id}`);
  await expect(page.getByText('Deposit of ₹500 by UPI to hold a booking')).toBeVisible();
  const booking = page.locator('#booking');
  await booking.getByLabel('Choose Date').selectOption({ label: formatLongDate(tomorrow) });
  await booking.getByLabel('Start Time').selectOption({ label: '11:00 AM' });
  await booking.getByLabel('Duration').selectOption('1');
  await booking.getByRole('radio', { name: /1 Cam/ }).check();
  await booking.getByRole('button', { name: 'Continue to Add-ons & Booking' }).click();
  await expect(
    booking.getByText('A deposit of ₹500 by UPI holds this booking; pay within 60 minutes'),
  ).toBeVisible();
  await booking.getByRole('button', { name: 'Book Now' }).click();

  const panel = page.getByRole('region', { name: /^Pay the deposit/ });
  await expect(panel).toContainText(rupees(500));
  await expect(panel).toContainText(`${rupees(1000)} to pay at the studio`);
  await expect(panel.getByRole('timer')).toHaveText(/^Pay within (60|59) min$/);
  const code = panel.getByTestId('deposit-qr');
  await expect(code).toHaveAccessibleName(`QR code to pay ${rupees(500)} by UPI`);
  const link = await panel.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href');
  const scanned = await decodeQr(code);
  expect(scanned).toBe(link);
  const reference = (await panel.getByText(/^SH-[2-9A-HJ-NP-Z]{5}$/).textContent())!;
  expect(upiParameters(scanned)).toEqual({
    pa: 'axe.room@okaxis',
    // The studio stays masked until the deposit is confirmed, in the link too.
    pn: expect.stringMatching(/^Hive Studio \d+, Gurugram$/) as unknown as string,
    am: '500.00',
    cu: 'INR',
    tn: `Studio Hive deposit ${reference}`,
    tr: reference,
  });
  expect(describeViolations(await seriousAxeViolations(page))).toBe('');

  const utr = panel.getByLabel('UTR (12-digit transaction reference)');
  await utr.fill('4321 0987');
  await panel.getByRole('button', { name: 'Send UTR' }).click();
  await expect(panel.getByText('Enter the 12-digit UTR shown in your UPI app.')).toBeVisible();
  await utr.fill('4321 0987 6543');
  await panel.getByRole('button', { name: 'Send UTR' }).click();
  await expect(panel.getByText('UTR 432109876543 reported.')).toBeVisible();

  // ---- The owner sees it first on the dashboard, with the UTR, and confirms it ----
  await ownerPage.goto('/dashboard/owner');
  const deposits = ownerPage.getByRole('region', { name: /^Deposits awaiting confirmation/ });
  const card = deposits.getByRole('listitem').filter({ hasText: reference });
  await expect(card).toContainText('432109876543');
  await expect(card).toContainText(customer.user.name);
  expect(describeViolations(await seriousAxeViolations(ownerPage))).toBe('');
  await card.getByRole('button', { name: /^Deposit received/ }).click();
  await expect(
    ownerPage.getByText(
      'Deposit confirmed. The booking is confirmed and the customer has been told.',
    ),
  ).toBeVisible();
  await expect(deposits.getByRole('listitem').filter({ hasText: reference })).toHaveCount(0);

  // The customer's booking is confirmed, unmasked, and says what is left to pay at the studio.
  await page.goto('/bookings/customer');
  const row = page.getByRole('row').filter({ hasText: studio.name });
  await expect(row).toContainText('Upcoming');
  await expect(row).toContainText(`Deposit ${rupees(500)} paid · ${rupees(1000)} at the studio`);

  // ---- The owner cancels: the deposit is owed back until the owner marks it refunded ----
  const bookingId = await ownBookingId(request, ownerAuth, reference);
  const cancelled = await request.post(`/api/booking/${bookingId}/cancel`, {
    headers: ownerAuth,
    data: { reason: 'The studio floods every December. So sorry.' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await ownerPage.goto('/dashboard/owner');
  const refunds = ownerPage.getByRole('region', { name: /^Refunds due/ });
  const refund = refunds.getByRole('listitem').filter({ hasText: reference });
  await expect(refund).toContainText(`Refund of ${rupees(500)} due from the studio`);
  await refund.getByRole('button', { name: /^Mark refunded/ }).click();
  await expect(ownerPage.getByText('Refund marked as paid.')).toBeVisible();
  await expect(refunds.getByRole('listitem').filter({ hasText: reference })).toHaveCount(0);
  await page.goto('/bookings/customer');
  // Cancelled, the studio is masked again: the row is the one that says the refund.
  await expect(
    page.getByRole('row').filter({ hasText: `Deposit of ${rupees(500)} refunded` }),
  ).toContainText('Cancelled');

  // ---- On a phone the UPI link is the first way to pay, and it opens the same payment ----
  const second = await request.post('/api/booking', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      studio: studio._id,
      date: tomorrow,
      hours: [15],
      packageKey: '1 Cam',
      totalPrice: 1500,
    },
  });
  expect(second.status(), await second.text()).toBe(201);
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phonePage = watch(await phone.newPage(), errors);
  await signedInWith(phonePage, customerAccount);
  await phonePage.goto('/bookings/customer');
  const phonePanel = phonePage.getByRole('region', { name: /^Pay the deposit/ });
  const phoneLink = phonePanel.getByRole('link', { name: 'Pay with a UPI app' });
  await expect(phoneLink).toBeInViewport();
  const linkBox = (await phoneLink.boundingBox())!;
  const codeBox = (await phonePanel.getByTestId('deposit-qr').boundingBox())!;
  expect(linkBox.y).toBeLessThan(codeBox.y);
  expect(upiParameters((await phoneLink.getAttribute('href'))!)).toMatchObject({
    pa: 'axe.room@okaxis',
    am: '500.00',
  });

  await Promise.all([ownerContext.close(), phone.close()]);
  expect(errors, 'console errors of the owner and the phone').toEqual([]);
});

/** The owner's booking whose deposit carries `reference`, from their list. */
async function ownBookingId(
  request: Parameters<typeof approvedStudio>[0],
  owner: { authorization: string },
  reference: string,
): Promise<string> {
  const res = await request.get('/api/booking/owner?page=1&limit=100', { headers: owner });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as
    | { _id: string; deposit: { reference: string } | null }[]
    | { items: { _id: string; deposit: { reference: string } | null }[] };
  const list = Array.isArray(body) ? body : body.items;
  const found = list.find((b) => b.deposit?.reference === reference);
  expect(found, `the owner's booking ${reference}`).toBeDefined();
  return found!._id;
}
