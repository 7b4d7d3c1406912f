import { afterEach, beforeEach, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp } from './render-app';
import { mockApi } from './mock-api';
import { authResult } from './sessions';

/** The Add New Studio screen's tests (app/routes/owner/studio-new*.test.tsx): shared steps. */
export const owner = authResult('owner');
export const DRAFT_KEY = `studio-hive:add-studio-draft:${owner.user._id}`;
// 12:00 in India on 1 February 2026.
export const NOW = new Date('2026-02-01T06:30:00.000Z');

export const main = () => within(screen.getByRole('main'));
export const section = (name: string) => within(main().getByRole('group', { name }));
export const formAlert = () => main().getAllByRole('alert');

export function ownerApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/user/me': { body: { user: owner.user } },
    'GET /api/owner/studios': { body: [] },
    ...handlers,
  });
}

export async function openAddStudio() {
  const view = renderApp('/owner/studios/new', { session: owner });
  // The form's code is loaded on the first visit (a lazy route): the first test of a file waits
  // for it to be transformed too.
  await screen.findByRole('heading', { level: 1, name: 'Add New Studio' }, { timeout: 5000 });
  return view;
}

export function png(name: string, size = 2048) {
  const file = new File(['image bytes'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Date inputs have no typing in the test DOM; a picked date arrives as one change. */
export function pickDate(label: string, date: string) {
  fireEvent.change(main().getByLabelText(label), { target: { value: date } });
}

export async function generate(user: UserEvent, start: string, end: string) {
  pickDate('Start Date', start);
  pickDate('End Date', end);
  await user.click(main().getByRole('button', { name: 'Generate Availability' }));
}

export async function submit(user: UserEvent) {
  await user.click(main().getByRole('button', { name: 'Submit for Approval' }));
}

export async function fillPrices(user: UserEvent) {
  await user.type(main().getByLabelText('1 Camera Price per hour (₹)'), '1500');
  await user.type(main().getByLabelText('2 Cameras Price per hour (₹)'), '2500');
  await user.type(main().getByLabelText('3 Cameras Price per hour (₹)'), '3500');
}

export async function fillLocation(user: UserEvent) {
  await user.type(main().getByLabelText('Full Address'), '12 MG Road');
  await user.type(main().getByLabelText('City'), 'Gurgaon');
  await user.type(main().getByLabelText('State'), 'Haryana');
  await user.type(main().getByLabelText('PIN Code'), '122001');
}

/** Runs each test at `NOW` (the clock alone: timers stay real). */
export function atNow() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.useRealTimers();
  });
}
