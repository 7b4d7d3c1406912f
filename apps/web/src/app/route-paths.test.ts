import { describe, expect, it } from 'vitest';
import { createRoutesFromElements, matchRoutes } from 'react-router';
import { paths } from '../config/paths';
import { routeTree } from './routes';

const routes = createRoutesFromElements(routeTree);

/** Every path of `paths` (the functions with sample values) and the URL docs/product.md#screens gives it. */
const EXPECTED: Array<[name: string, path: string, url: string]> = [
  ['home', paths.home, '/'],
  ['about', paths.about, '/about'],
  ['studios', paths.studios, '/studios'],
  ['studiosInCity', paths.studiosInCity('Greater Noida'), '/studios/in/greater-noida'],
  ['studio', paths.studio('s-1'), '/studios/s-1'],
  ['addYourStudio', paths.addYourStudio, '/add-your-studio'],
  ['help', paths.help, '/help'],
  ['contact', paths.contact, '/contact'],
  ['terms', paths.terms, '/terms'],
  ['privacy', paths.privacy, '/privacy'],
  ['unauthorized', paths.unauthorized, '/unauthorized'],
  ['login', paths.login, '/login'],
  ['adminLogin', paths.adminLogin, '/admin'],
  ['ownerLogin', paths.ownerLogin, '/studio-owner'],
  ['signup', paths.signup, '/signup'],
  ['verifyOtp', paths.verifyOtp, '/verify-otp'],
  ['forgotPassword', paths.forgotPassword, '/forgot-password'],
  ['verifyPasswordOtp', paths.verifyPasswordOtp, '/verify-password-otp'],
  ['resetPassword', paths.resetPassword, '/reset-password'],
  ['dashboard', paths.dashboard, '/dashboard'],
  ['roleDashboard', paths.roleDashboard('customer'), '/dashboard/customer'],
  ['roleDashboard', paths.roleDashboard('owner'), '/dashboard/owner'],
  ['roleDashboard', paths.roleDashboard('admin'), '/dashboard/admin'],
  ['customerBookings', paths.customerBookings, '/bookings/customer'],
  ['ownerStudios', paths.ownerStudios, '/owner/studios'],
  ['ownerStudioNew', paths.ownerStudioNew, '/owner/studios/new'],
  ['ownerStudioEdit', paths.ownerStudioEdit('s-1'), '/owner/studios/s-1/edit'],
  ['ownerBookings', paths.ownerBookings, '/owner/bookings'],
  ['ownerWeek', paths.ownerWeek, '/owner/week'],
  ['adminPendingStudios', paths.adminPendingStudios, '/admin/studios/pending'],
  ['adminBookings', paths.adminBookings, '/admin/bookings'],
  ['adminInquiries', paths.adminInquiries, '/admin/inquiries'],
];

describe('paths (docs/product.md#screens)', () => {
  it('lists every entry of paths', () => {
    expect(new Set(EXPECTED.map(([name]) => name))).toEqual(new Set(Object.keys(paths)));
  });

  it.each(EXPECTED)('%s is %s and reaches a screen of the router', (_name, path, url) => {
    expect(path).toBe(url);
    const matched = matchRoutes(routes, path)?.at(-1)?.route;
    expect(matched).toBeDefined();
    expect(matched?.path).not.toBe('*');
  });

  it('encodes values that would break out of their segment', () => {
    expect(paths.studio('a/b?c')).toBe('/studios/a%2Fb%3Fc');
    expect(paths.ownerStudioEdit('a b')).toBe('/owner/studios/a%20b/edit');
    expect(paths.studiosInCity('Navi Mumbai/East')).toBe('/studios/in/navi-mumbai%2Feast');
  });
});
