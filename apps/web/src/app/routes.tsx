import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { ContentLayout } from './layouts/content-layout';
import { RootLayout } from './layouts/root-layout';
import { DashboardRedirect, RequireRole, SignedInLayout } from './guards';
import { RootErrorPage, RouteErrorBoundary } from './route-error-page';

/**
 * A screen: its module (app/routes/**, exporting `Component`) is a chunk of its own, loaded when
 * the screen is first shown. Until then the layout's `ScreenOutlet` shows the page spinner.
 */
const screen = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const Home = screen(() => import('./routes/public/home'));
const About = screen(() => import('./routes/public/about'));
const Studios = screen(() => import('./routes/public/studios'));
const StudioDetail = screen(() => import('./routes/public/studio-detail'));
const AddYourStudio = screen(() => import('./routes/public/add-your-studio'));
const Help = screen(() => import('./routes/public/help'));
const Contact = screen(() => import('./routes/public/contact'));
const Terms = screen(() => import('./routes/public/terms'));
const Privacy = screen(() => import('./routes/public/privacy'));
const Unauthorized = screen(() => import('./routes/public/unauthorized'));

const Login = screen(() => import('./routes/auth/login'));
const AdminLogin = screen(() => import('./routes/auth/admin-login'));
const OwnerLogin = screen(() => import('./routes/auth/owner-login'));
const Signup = screen(() => import('./routes/auth/signup'));
const VerifyOtp = screen(() => import('./routes/auth/verify-otp'));
const ForgotPassword = screen(() => import('./routes/auth/forgot-password'));
const VerifyPasswordOtp = screen(() => import('./routes/auth/verify-password-otp'));
const ResetPassword = screen(() => import('./routes/auth/reset-password'));

const CustomerDashboard = screen(() => import('./routes/customer/dashboard'));
const CustomerBookings = screen(() => import('./routes/customer/bookings'));
const OwnerDashboard = screen(() => import('./routes/owner/dashboard'));
const OwnerStudios = screen(() => import('./routes/owner/studios'));
const OwnerStudioNew = screen(() => import('./routes/owner/studio-new'));
const OwnerStudioEdit = screen(() => import('./routes/owner/studio-edit'));
const OwnerBookings = screen(() => import('./routes/owner/bookings'));
const OwnerWeek = screen(() => import('./routes/owner/week'));
const AdminDashboard = screen(() => import('./routes/admin/dashboard'));
const AdminPendingStudios = screen(() => import('./routes/admin/pending-studios'));
const AdminBookings = screen(() => import('./routes/admin/bookings'));
const AdminInquiries = screen(() => import('./routes/admin/inquiries'));

/** Every route of docs/product.md#screens (route-paths.test.ts reads it). */
export const routeTree = (
  <Route path="/" element={<RootLayout />}>
    <Route element={<ContentLayout />}>
      <Route index element={<Home />} />
      <Route path="about" element={<About />} />
      <Route path="studios" element={<Studios />} />
      <Route path="studios/in/:city" element={<Studios />} />
      <Route path="studios/:studioId" element={<StudioDetail />} />
      <Route path="add-your-studio" element={<AddYourStudio />} />
      <Route path="help" element={<Help />} />
      <Route path="contact" element={<Contact />} />
      <Route path="terms" element={<Terms />} />
      <Route path="privacy" element={<Privacy />} />
      <Route path="unauthorized" element={<Unauthorized />} />

      <Route path="login" element={<Login />} />
      <Route path="admin" element={<AdminLogin />} />
      <Route path="studio-owner" element={<OwnerLogin />} />
      <Route path="signup" element={<Signup />} />
      <Route path="verify-otp" element={<VerifyOtp />} />
      <Route path="forgot-password" element={<ForgotPassword />} />
      <Route path="verify-password-otp" element={<VerifyPasswordOtp />} />
      <Route path="reset-password" element={<ResetPassword />} />
    </Route>
    <Route element={<SignedInLayout />}>
      <Route path="dashboard" element={<DashboardRedirect />} />
      <Route element={<RequireRole role="customer" />}>
        <Route path="dashboard/customer" element={<CustomerDashboard />} />
        <Route path="bookings/customer" element={<CustomerBookings />} />
      </Route>
      <Route element={<RequireRole role="owner" />}>
        <Route path="dashboard/owner" element={<OwnerDashboard />} />
        <Route path="owner/studios" element={<OwnerStudios />} />
        <Route path="owner/studios/new" element={<OwnerStudioNew />} />
        <Route path="owner/studios/:studioId/edit" element={<OwnerStudioEdit />} />
        <Route path="owner/bookings" element={<OwnerBookings />} />
        <Route path="owner/week" element={<OwnerWeek />} />
      </Route>
      <Route element={<RequireRole role="admin" />}>
        <Route path="dashboard/admin" element={<AdminDashboard />} />
        <Route path="admin/studios/pending" element={<AdminPendingStudios />} />
        <Route path="admin/bookings" element={<AdminBookings />} />
        <Route path="admin/inquiries" element={<AdminInquiries />} />
      </Route>
    </Route>
    {/* Any unknown path redirects to / (docs/product.md#screens). */}
    <Route path="*" element={<Navigate to={paths.home} replace />} />
  </Route>
);

/**
 * The app's screens, inside whichever router the caller gives (see `App`). A screen that fails
 * shows the error page inside the layout (`RootLayout`); when the layout itself fails, the error
 * page stands alone.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary fallback={<RootErrorPage />}>
      <Routes>{routeTree}</Routes>
    </RouteErrorBoundary>
  );
}
