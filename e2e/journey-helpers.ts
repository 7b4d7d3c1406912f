import sharp from 'sharp';
import type { Page } from '@playwright/test';

/** A small PNG of one colour, for studio uploads made by a journey. */
export const png = (colour = '#6366f1') =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();

/**
 * An amount as the screens show it ('₹3,800'). Written here rather than imported from the domain,
 * so the journeys check the product's formatting instead of repeating it.
 */
export const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(amount);

/** A console error or page error in any of the journey's browsers fails it (STYLE.md). */
export function watch(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}
