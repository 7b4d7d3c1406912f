import type { Page } from '@playwright/test';
import { claimAccount, expect, latestCode, test, uniqueEmail } from './fixtures';

// Decision 003. One journey goes through the real signup screens (codes read from the outbox); the
// others start from a verified account of the e2e pool (fixtures.ts): logging in on the screen
// of each role, and recovering a password.

const SIGNUP_LABELS = {
  customer: 'Book Studios (Content creator)',
  owner: 'List My Studios (Studio Partner)',
} as const;

const LOGIN_PATHS = { customer: '/login', owner: '/studio-owner', admin: '/admin' } as const;
/**
 * A login screen that is not the role's own (docs/product.md#screens): with the right password, the
 * screen says which one to use and links to it.
 */
const WRONG_LOGIN_PATHS = { customer: '/studio-owner', owner: '/login', admin: '/login' } as const;
const RIGHT_PAGE = {
  customer: {
    message: 'This is a customer account. Please sign in on the Customer Login page.',
    link: 'Go to the Customer Login',
  },
  owner: {
    message: 'This is a studio owner account. Please sign in on the Studio Owner page.',
    link: 'Go to the Studio Owner Login',
  },
  admin: {
    message: 'This is an admin account. Please sign in on the Admin page.',
    link: 'Go to the Admin Login',
  },
} as const;

async function signUpThroughScreens(page: Page, role: 'customer' | 'owner') {
  const email = uniqueEmail(`e2e-${role}`);
  const phone = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Ishaan Malhotra');
  await page.getByLabel('Email').fill(email);
  // As people paste it; the code still goes to the 10 digits.
  await page.getByLabel('Phone number').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByLabel(SIGNUP_LABELS[role]).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/verify-otp$/);
  await page.getByLabel('Email OTP').fill(await latestCode('email', email));
  await page.getByLabel('Phone OTP').fill(await latestCode('sms', `+91${phone}`));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('OTP verification successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  return { email, password: 'secret123' };
}

async function logout(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

async function login(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('an owner signs up through the screens, verifies both codes, logs out and logs back in', async ({
  page,
}) => {
  const account = await signUpThroughScreens(page, 'owner');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard/owner',
  );
  await logout(page);

  await login(page, LOGIN_PATHS.owner, account.email, account.password);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/owner$/);
});

for (const role of ['customer', 'owner', 'admin'] as const) {
  test(`a ${role} signing in at ${WRONG_LOGIN_PATHS[role]} is sent to ${LOGIN_PATHS[role]} and logs in there`, async ({
    page,
  }) => {
    const account = claimAccount(role);

    await login(page, WRONG_LOGIN_PATHS[role], account.email, 'not-the-password');
    await expect(
      page.getByText('Invalid credentials. Please check your email and password.'),
    ).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(RIGHT_PAGE[role].message);
    await alert.getByRole('link', { name: RIGHT_PAGE[role].link }).click();
    await expect(page).toHaveURL(new RegExp(`${LOGIN_PATHS[role]}$`));
    await expect(page.getByLabel('Email')).toHaveValue(account.email);

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
  });
}

test('the signup form shows the messages of docs/product.md#account-validation and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Tara');
  await page.getByLabel('Email').fill('tara@');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByLabel('Confirm password').fill('1234');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Tara');
  await expect(page).toHaveURL(/\/signup$/);
});

test('a customer recovers a forgotten password and signs in with the new one', async ({ page }) => {
  const account = claimAccount('customer');
  await page.goto('/login');

  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/verify-password-otp$/);

  await page.getByLabel('OTP').fill('12');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Please enter a valid 6-digit OTP.')).toBeVisible();
  await page.getByLabel('OTP').fill(await latestCode('email', account.email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);

  await page.getByLabel('New password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm new password').fill('weakpass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText(
      'Password must be 8+ characters and include uppercase, lowercase, number, and symbol.',
    ),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Brand!New9');
  await page.getByLabel('Confirm new password').fill('Brand!New9');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, '/login', account.email, account.password);
  await expect(
    page.getByText('Invalid credentials. Please check your email and password.'),
  ).toBeVisible();
  await login(page, '/login', account.email, 'Brand!New9');
  await expect(page.getByText('Login successful')).toBeVisible();
});
