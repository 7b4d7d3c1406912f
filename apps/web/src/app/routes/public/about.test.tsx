import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STATIC_PAGES } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { mockApi, notFound } from '../../../test/mock-api';

/** Screens these tests pass through without looking at their data. */
const PASSED_THROUGH = notFound('GET /api/studio');

/** Records which elements were scrolled into view. */
function watchScrolling() {
  const scrolled: string[] = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this.id);
  });
  return scrolled;
}

describe('About page', () => {
  it('has the story, mission, vision, team and three blog articles, and links to studios and contact', async () => {
    mockApi(PASSED_THROUGH);
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About Us | Studio Hive'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      STATIC_PAGES.about.description,
    );
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our story',
      'Our mission',
      'Our vision',
      'Our team',
      'From our blog',
      'Come and record with us',
    ]);
    expect(main.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(4 + 3);
    const blog = within(document.getElementById('blog')!);
    expect(blog.getAllByRole('article')).toHaveLength(3);
    expect(main.getByRole('link', { name: 'Browse Studios' })).toHaveAttribute('href', '/studios');
    expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('scrolls to the blog when opened at /about#blog', async () => {
    const scrolled = watchScrolling();
    mockApi(PASSED_THROUGH);
    renderApp('/about#blog');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await waitFor(() => expect(scrolled).toContain('blog'));
    await waitFor(() => expect(document.activeElement?.id).toBe('blog'));
  });

  it('does not scroll without the hash', async () => {
    const scrolled = watchScrolling();
    mockApi(PASSED_THROUGH);
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(scrolled).not.toContain('blog');
  });

  it('scrolls to the blog after client-side navigation from the home page', async () => {
    const scrolled = watchScrolling();
    mockApi(PASSED_THROUGH);
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Read our recording tips' }));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(router.state.location.hash).toBe('#blog');
    await waitFor(() => expect(scrolled).toContain('blog'));
  });
});
