import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STATIC_PAGES, SUPPORT_EMAIL } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { mockApi } from '../../../test/mock-api';
import { FAQ_ENTRIES } from '../../../features/pages/lib/faq-entries';

async function openHelp() {
  mockApi();
  const view = renderApp('/help');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
  return view;
}

const count = () => screen.getByRole('status').textContent;
const topic = (name: RegExp) => screen.getByRole('button', { name });
const questions = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('button', { expanded: false })
    .concat(within(screen.getByRole('main')).queryAllByRole('button', { expanded: true }));

describe('Help Center', () => {
  it('lists every question under its topic, with the count, title and description', async () => {
    await openHelp();
    await waitFor(() => expect(document.title).toBe('Help Center | Studio Hive'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      STATIC_PAGES.help.description,
    );
    expect(count()).toBe(`${FAQ_ENTRIES.length} questions`);
    expect(questions()).toHaveLength(FAQ_ENTRIES.length);
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Booking',
      'Studio Management',
      'Account',
      'General & Technical',
      'Still need help?',
    ]);
    expect(topic(/^All Topics/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens and closes an answer with its button (aria-expanded, aria-controls)', async () => {
    const { user } = await openHelp();
    const button = screen.getByRole('button', { name: 'How do I pay for a booking?' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel.hidden).toBe(true);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel.hidden).toBe(false);
    expect(panel).toHaveTextContent('Pay at Studio');

    // Keyboard: Enter on the focused button closes it again.
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel.hidden).toBe(true);
  });

  it('filters by topic and by search, and says how many match', async () => {
    const { user } = await openHelp();
    const bookingCount = FAQ_ENTRIES.filter((e) => e.topic === 'booking').length;
    await user.click(topic(/^Booking/));
    expect(topic(/^Booking/)).toHaveAttribute('aria-pressed', 'true');
    expect(topic(/^All Topics/)).toHaveAttribute('aria-pressed', 'false');
    expect(count()).toBe(`${bookingCount} questions in Booking`);
    expect(questions()).toHaveLength(bookingCount);

    await user.type(screen.getByLabelText('Search the questions'), 'refund');
    expect(count()).toMatch(/^\d+ results? for "refund" in Booking$/);
    expect(
      screen.getByRole('button', { name: 'How do I cancel or change a booking?' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'How do I create an account?' }),
    ).not.toBeInTheDocument();

    await user.click(topic(/^Account/));
    expect(count()).toBe('0 results for "refund" in Account');
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Search all topics/ }));
    expect(topic(/^All Topics/)).toHaveAttribute('aria-pressed', 'true');
    expect(count()).toMatch(/^\d+ results? for "refund"$/);
  });

  it("shows 'No results found' and 'Clear search' brings every question back", async () => {
    const { user } = await openHelp();
    const search = screen.getByLabelText('Search the questions');
    await user.type(search, 'xylophone');
    expect(count()).toBe('0 results for "xylophone"');
    const empty = screen.getByRole('heading', { name: 'No results found' });
    expect(empty).toBeInTheDocument();
    expect(questions()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(document.activeElement).toBe(search);
    expect(count()).toBe(`${FAQ_ENTRIES.length} questions`);
    expect(screen.queryByRole('heading', { name: 'No results found' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('links to the contact page and the support e-mail', async () => {
    await openHelp();
    const help = within(screen.getByRole('region', { name: 'Still need help?' }));
    expect(help.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(help.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(
      help.getByText(/Support replies within 24 hours, Monday to Friday\./),
    ).toBeInTheDocument();
  });
});
