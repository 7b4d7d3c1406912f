import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { ContentLayout } from './layouts/content-layout';
import { RootLayout } from './layouts/root-layout';
import { DashboardRedirect, RequireRole, SignedInLayout } from './guards';
import { RootErrorPage, RouteErrorPage } from './route-error-page';

/**
 * Every route of spec section 2. Each screen is its own lazily loaded module (one chunk per
 * screen) exporting `Component`.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // Errors of a screen show inside the layout, with the top bar and footer still there.
        errorElement: <RouteErrorPage />,
        children: [
          {
            Component: ContentLayout,
            children: [
              { index: true, lazy: () => import('./routes/public/home') },
              { path: 'about', lazy: () => import('./routes/public/about') },
              { path: 'studios', lazy: () => import('./routes/public/studios') },
              { path: 'studios/in/:city', lazy: () => import('./routes/public/studios') },
              { path: 'studios/:studioId', lazy: () => import('./routes/public/studio-detail') },
              { path: 'add-your-studio', lazy: () => import('./routes/public/add-your-studio') },
              { path: 'help', lazy: () => import('./routes/public/help') },
              { path: 'contact', lazy: () => import('./routes/public/contact') },
              { path: 'terms', lazy: () => import('./routes/public/terms') },
              { path: 'privacy', lazy: () => import('./routes/public/privacy') },
              { path: 'unauthorized', lazy: () => import('./routes/public/unauthorized') },

              { path: 'login', lazy: () => import('./routes/auth/login') },
              { path: 'admin', lazy: () => import('./routes/auth/admin-login') },
              { path: 'studio-owner', lazy: () => import('./routes/auth/owner-login') },
              { path: 'signup', lazy: () => import('./routes/auth/signup') },
              { path: 'verify-otp', lazy: () => import('./routes/auth/verify-otp') },
              { path: 'forgot-password', lazy: () => import('./routes/auth/forgot-password') },
              {
                path: 'verify-password-otp',
                lazy: () => import('./routes/auth/verify-password-otp'),
              },
              { path: 'reset-password', lazy: () => import('./routes/auth/reset-password') },
            ],
          },
          {
            Component: SignedInLayout,
            children: [
              { path: 'dashboard', Component: DashboardRedirect },
              {
                element: <RequireRole role="customer" />,
                children: [
                  { path: 'dashboard/customer', lazy: () => import('./routes/customer/dashboard') },
                  { path: 'bookings/customer', lazy: () => import('./routes/customer/bookings') },
                ],
              },
              {
                element: <RequireRole role="owner" />,
                children: [
                  { path: 'dashboard/owner', lazy: () => import('./routes/owner/dashboard') },
                  { path: 'owner/studios', lazy: () => import('./routes/owner/studios') },
                  { path: 'owner/studios/new', lazy: () => import('./routes/owner/studio-new') },
                  {
                    path: 'owner/studios/:studioId/edit',
                    lazy: () => import('./routes/owner/studio-edit'),
                  },
                  { path: 'owner/bookings', lazy: () => import('./routes/owner/bookings') },
                ],
              },
              {
                element: <RequireRole role="admin" />,
                children: [
                  { path: 'dashboard/admin', lazy: () => import('./routes/admin/dashboard') },
                  {
                    path: 'admin/studios/pending',
                    lazy: () => import('./routes/admin/pending-studios'),
                  },
                  { path: 'admin/bookings', lazy: () => import('./routes/admin/bookings') },
                ],
              },
            ],
          },
          // Any unknown path redirects to / (spec section 2).
          { path: '*', element: <Navigate to={paths.home} replace /> },
        ],
      },
    ],
  },
];
