import { dashboardPath, type Role } from '@studio-hive/domain';

export type NavItem = { label: string; to: string };

const HOME: NavItem = { label: 'Home', to: '/' };
const ABOUT: NavItem = { label: 'About Us', to: '/about' };
const STUDIOS: NavItem = { label: 'Studios', to: '/studios' };
const BROWSE_STUDIOS: NavItem = { label: 'Browse Studios', to: '/studios' };

/**
 * Top bar links before the account actions (spec section 2, "Navigation"): Home and About Us only
 * for visitors and customers; Studios always; Dashboard for anyone signed in.
 */
export function topBarLinks(role: Role | null): NavItem[] {
  if (!role) return [HOME, ABOUT, STUDIOS];
  const dashboard = { label: 'Dashboard', to: dashboardPath(role) };
  return role === 'customer' ? [HOME, ABOUT, STUDIOS, dashboard] : [STUDIOS, dashboard];
}

/** What visitors see instead of Dashboard and Logout. */
export const VISITOR_ACTIONS = {
  setupStudio: { label: 'Setup Your Studio', to: '/add-your-studio' },
  login: { label: 'Login', to: '/login' },
  signup: { label: 'Sign Up', to: '/signup' },
} as const satisfies Record<string, NavItem>;

const CUSTOMER_LINKS: NavItem[] = [
  BROWSE_STUDIOS,
  { label: 'My Bookings', to: '/bookings/customer' },
];
const OWNER_LINKS: NavItem[] = [
  { label: 'My Studios', to: '/owner/studios' },
  { label: 'Add Studio', to: '/owner/studios/new' },
  { label: 'Bookings Received', to: '/owner/bookings' },
];
const ADMIN_LINKS: NavItem[] = [
  { label: 'Pending Studios', to: '/admin/studios/pending' },
  { label: 'All Bookings', to: '/admin/bookings' },
];

/**
 * Sidebar links by role (spec section 2): everyone has Dashboard (and Logout, a button); owners
 * add their links to the customer's; admins add theirs to the owner's and the customer's.
 */
export function sidebarLinks(role: Role): NavItem[] {
  const dashboard = { label: 'Dashboard', to: dashboardPath(role) };
  if (role === 'admin') return [dashboard, ...ADMIN_LINKS, ...OWNER_LINKS, ...CUSTOMER_LINKS];
  if (role === 'owner') return [dashboard, ...OWNER_LINKS, ...CUSTOMER_LINKS];
  return [dashboard, ...CUSTOMER_LINKS];
}

export const FOOTER_QUICK_LINKS: NavItem[] = [
  HOME,
  ABOUT,
  BROWSE_STUDIOS,
  { label: 'List Your Studio', to: '/add-your-studio' },
];

export const FOOTER_SUPPORT_LINKS: NavItem[] = [
  { label: 'Help Center', to: '/help' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
];
