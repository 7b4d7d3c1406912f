import type { Role } from '@studio-hive/domain';

/**
 * Demo accounts for `npm start` and `npm run seed:demo`. Their passwords are public (printed and
 * in the README): demo data is only loaded when DEMO_DATA=true or by the seed command.
 * Kept free of server imports so the browser tests can read it.
 */
export const DEMO_ACCOUNTS: {
  role: Role;
  name: string;
  email: string;
  password: string;
  phone: string;
}[] = [
  {
    role: 'customer',
    name: 'Aarav Mehta',
    email: 'customer@demo.studiohive.in',
    password: 'Customer@123',
    phone: '9810000001',
  },
  {
    role: 'owner',
    name: 'Neha Sharma',
    email: 'owner@demo.studiohive.in',
    password: 'Owner@123',
    phone: '9810000002',
  },
  {
    role: 'admin',
    name: 'Vikram Rao',
    email: 'admin@demo.studiohive.in',
    password: 'Admin@123',
    phone: '9810000003',
  },
  // More studio owners, so the demo catalogue has several partners (demo-studios.ts).
  {
    role: 'owner',
    name: 'Kabir Malhotra',
    email: 'kabir@demo.studiohive.in',
    password: 'Kabir@123',
    phone: '9810000004',
  },
  {
    role: 'owner',
    name: 'Ananya Iyer',
    email: 'ananya@demo.studiohive.in',
    password: 'Ananya@123',
    phone: '9810000005',
  },
  {
    role: 'owner',
    name: 'Farhan Qureshi',
    email: 'farhan@demo.studiohive.in',
    password: 'Farhan@123',
    phone: '9810000006',
  },
  // More customers, so studios have several bookings and reviews (demo-bookings.ts).
  {
    role: 'customer',
    name: 'Priya Nair',
    email: 'priya@demo.studiohive.in',
    password: 'Priya@123',
    phone: '9810000007',
  },
  {
    role: 'customer',
    name: 'Rohit Verma',
    email: 'rohit@demo.studiohive.in',
    password: 'Rohit@123',
    phone: '9810000008',
  },
  {
    role: 'customer',
    name: 'Sneha Kapoor',
    email: 'sneha@demo.studiohive.in',
    password: 'Sneha@123',
    phone: '9810000009',
  },
];
