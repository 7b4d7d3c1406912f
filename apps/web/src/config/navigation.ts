import type { Role } from '@studio-hive/domain';
import { paths } from './paths';

export type NavItem = { label: string; to: string };

const HOME: NavItem = { label: 'Home', to: paths.home };
const ABOUT: NavItem = { label: 'About Us', to: paths.about };
const STUDIOS: NavItem = { label: 'Studios', to: paths.studios };
const BROWSE_STUDIOS: NavItem = { label: 'Browse Studios', to: paths.studios };

/**
 * Top bar links before the account actions (docs/product.md#navigation): Home and About Us only
 * for visitors and customers; Studios always; Dashboard for anyone signed in.
 */
export function topBarLinks(role: Role | null): NavItem[] {
  if (!role) return [HOME, ABOUT, STUDIOS];
  const dashboard = { label: 'Dashboard', to: paths.roleDashboard(role) };
  return role === 'customer' ? [HOME, ABOUT, STUDIOS, dashboard] : [STUDIOS, dashboard];
}

/** What visitors see instead of Dashboard and Logout. */
export const VISITOR_ACTIONS = {
  setupStudio: { label: 'Setup Your Studio', to: paths.addYourStudio },
  login: { label: 'Login', to: paths.login },
  signup: { label: 'Sign Up', to: paths.signup },
} as const satisfies Record<string, NavItem>;

const CUSTOMER_LINKS: NavItem[] = [
  BROWSE_STUDIOS,
  { label: 'My Bookings', to: paths.customerBookings },
];
const OWNER_LINKS: NavItem[] = [
  { label: 'My Studios', to: paths.ownerStudios },
  { label: 'Add Studio', to: paths.ownerStudioNew },
  { label: 'Bookings Received', to: paths.ownerBookings },
  { label: 'Week View', to: paths.ownerWeek },
];
const ADMIN_LINKS: NavItem[] = [
  { label: 'Pending Studios', to: paths.adminPendingStudios },
  { label: 'All Bookings', to: paths.adminBookings },
  { label: 'Inquiries & Messages', to: paths.adminInquiries },
];

/**
 * Sidebar links by role (docs/product.md#screens): everyone has Dashboard (and Logout, a button); owners
 * add their links to the customer's; admins add theirs to the owner's and the customer's.
 */
export function sidebarLinks(role: Role): NavItem[] {
  const dashboard = { label: 'Dashboard', to: paths.roleDashboard(role) };
  if (role === 'admin') return [dashboard, ...ADMIN_LINKS, ...OWNER_LINKS, ...CUSTOMER_LINKS];
  if (role === 'owner') return [dashboard, ...OWNER_LINKS, ...CUSTOMER_LINKS];
  return [dashboard, ...CUSTOMER_LINKS];
}

export const FOOTER_QUICK_LINKS: NavItem[] = [
  HOME,
  ABOUT,
  BROWSE_STUDIOS,
  { label: 'List Your Studio', to: paths.addYourStudio },
];

export const FOOTER_SUPPORT_LINKS: NavItem[] = [
  { label: 'Help Center', to: paths.help },
  { label: 'Contact Us', to: paths.contact },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
];
