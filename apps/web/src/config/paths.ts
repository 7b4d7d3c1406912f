import { citySlug, dashboardPath, type Role } from '@studio-hive/domain';

/**
 * Every screen's path (docs/product.md#screens): links, redirects, navigation and guards read them here,
 * never as string literals. `app/routes.tsx` declares the same screens as relative segments;
 * `app/route-paths.test.ts` checks that each path below reaches a screen.
 */
export const paths = {
  home: '/',
  about: '/about',
  studios: '/studios',
  /** /studios/in/{city}: 'New Delhi' -> '/studios/in/new-delhi'. */
  studiosInCity: (city: string) => `/studios/in/${encodeURIComponent(citySlug(city))}`,
  studio: (studioId: string) => `/studios/${encodeURIComponent(studioId)}`,
  addYourStudio: '/add-your-studio',
  help: '/help',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  unauthorized: '/unauthorized',

  login: '/login',
  adminLogin: '/admin',
  ownerLogin: '/studio-owner',
  signup: '/signup',
  verifyOtp: '/verify-otp',
  forgotPassword: '/forgot-password',
  verifyPasswordOtp: '/verify-password-otp',
  resetPassword: '/reset-password',

  /** Sends each role on to its own dashboard. */
  dashboard: '/dashboard',
  /** /dashboard/{role} (no role: the customer's); the rule is the domain's `dashboardPath`. */
  roleDashboard: (role: Role | null | undefined) => dashboardPath(role),
  customerBookings: '/bookings/customer',
  ownerStudios: '/owner/studios',
  ownerStudioNew: '/owner/studios/new',
  ownerStudioEdit: (studioId: string) => `/owner/studios/${encodeURIComponent(studioId)}/edit`,
  ownerBookings: '/owner/bookings',
  /** The week view of the owner's studios (docs/product.md#week-view). */
  ownerWeek: '/owner/week',
  adminPendingStudios: '/admin/studios/pending',
  adminBookings: '/admin/bookings',
  /** Studio inquiries and contact messages (decision 019). */
  adminInquiries: '/admin/inquiries',
} as const;
