import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STATIC_PAGES, SUPPORT_EMAIL } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { mockApi } from '../../../test/mock-api';

async function open(path: string, title: string) {
  mockApi();
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title });
  return within(screen.getByRole('main'));
}

/** The contents list links to each numbered section, by id. */
function expectContentsMatchSections() {
  const main = within(screen.getByRole('main'));
  const contents = within(main.getByRole('navigation', { name: 'On this page' }));
  const links = contents.getAllByRole('link');
  const headings = main.getAllByRole('heading', { level: 2 }).slice(1);
  expect(links.map((link) => link.textContent)).toEqual(headings.map((h) => h.textContent));
  for (const link of links) {
    const target = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(target?.tagName, link.textContent!).toBe('SECTION');
  }
}

describe('Terms of Service', () => {
  it('is dated January 2025 and written for Pay at Studio, studio refund policies and Gurgaon courts', async () => {
    const main = await open('/terms', 'Terms of Service');
    await waitFor(() => expect(document.title).toBe('Terms of Service | Studio Hive'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      STATIC_PAGES.terms.description,
    );
    expect(main.getByText('Last updated: January 2025')).toBeInTheDocument();
    const text = screen.getByRole('main').textContent!;
    expect(text).toContain('Pay at Studio');
    expect(text).toContain('Refunds follow each studio’s own cancellation policy');
    expect(text).toContain(
      'If a host fails to confirm or honour a booking, the booking is cancelled automatically and you receive a full refund',
    );
    expect(text).toContain('within 72 hours');
    expect(text).toContain('Support replies within 24 hours, Monday to Friday.');
    expect(text).toContain('courts in Gurgaon');
    expect(text).not.toMatch(/pay online|online payment|24\/7/i);
    expect(main.getAllByRole('link', { name: SUPPORT_EMAIL })[0]!).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expectContentsMatchSections();
  });
});

describe('Privacy Policy', () => {
  it('is dated January 2025 and says what is kept, that image EXIF and GPS data are removed, and the notices', async () => {
    const main = await open('/privacy', 'Privacy Policy');
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Studio Hive'));
    expect(main.getByText('Last updated: January 2025')).toBeInTheDocument();
    const text = screen.getByRole('main').textContent!;
    for (const stored of ['name, e-mail address, mobile number', 'Your bookings', 'Your reviews']) {
      expect(text).toContain(stored);
    }
    expect(text).toMatch(/EXIF\), including any GPS location, is removed/);
    expect(text).toContain('by SMS');
    expect(text).toContain('within 72 hours');
    expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expectContentsMatchSections();
  });
});
