import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ContactMessageLead, StudioInquiryLead } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi, type SentRequest } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';

const main = () => within(screen.getByRole('main'));
const admin = authResult('admin');

const inquiry = (overrides: Partial<StudioInquiryLead> = {}): StudioInquiryLead => ({
  _id: 'i-1',
  name: 'Meera Nair',
  whatsapp: '9876543210',
  location: 'Sector 29, Gurgaon',
  hasRoom: 'yes',
  needsHelp: 'no',
  // 20:00 UTC is 1:30 AM the next day in India.
  createdAt: '2026-03-04T20:00:00.000Z',
  handledAt: null,
  handledBy: null,
  ...overrides,
});

const message = (overrides: Partial<ContactMessageLead> = {}): ContactMessageLead => ({
  _id: 'c-1',
  name: 'Arjun Mehta',
  email: 'arjun@example.com',
  subject: 'Can I bring my own microphone?',
  message: 'Hello,\nI have a Shure SM7B.',
  category: 'booking',
  createdAt: '2026-03-05T06:00:00.000Z',
  handledAt: null,
  handledBy: null,
  ...overrides,
});

/** The leads screen with the server responding with `inquiries` and `messages` (with a total). */
async function openLeads(
  lists: {
    inquiries?: (request: SentRequest) => StudioInquiryLead[];
    messages?: (request: SentRequest) => ContactMessageLead[];
    total?: number;
  },
  path = '/admin/inquiries',
) {
  const page = <T,>(items: T[]) => ({
    body: items,
    headers: { 'X-Total-Count': String(lists.total ?? items.length) },
  });
  const api = mockApi({
    'GET /api/user/me': { body: { user: admin.user } },
    'GET /api/admin/inquiries': (request) => page(lists.inquiries?.(request) ?? []),
    'GET /api/admin/contact-messages': (request) => page(lists.messages?.(request) ?? []),
  });
  const view = renderApp(path, { session: admin });
  await screen.findByRole('heading', { level: 1, name: 'Inquiries & Messages' });
  return { ...view, api };
}

const cardOf = async (name: string) =>
  within((await main().findByRole('heading', { name })).closest('article')!);

const paramsOf = (request: SentRequest | undefined) =>
  Object.fromEntries(new URL(request!.path, 'http://localhost').searchParams);

describe('inquiries and messages (admin)', () => {
  it('opens on the open studio inquiries, newest first, with what is needed to reply', async () => {
    const { api } = await openLeads({ inquiries: () => [inquiry()] });
    const card = await cardOf('Meera Nair');
    expect(paramsOf(api.sent('GET /api/admin/inquiries')[0])).toEqual({
      status: 'open',
      page: '1',
      limit: '20',
    });
    expect(card.getByText('Sector 29, Gurgaon')).toBeInTheDocument();
    expect(card.getByText('Wants help setting it up').nextElementSibling?.textContent).toBe('No');
    const whatsapp = card.getByRole('link', { name: /\+91 98765 43210/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(card.getByText('Open')).toBeInTheDocument();
    expect(card.getByText('Received Mar 5, 2026, 1:30 AM')).toBeInTheDocument();
    expect(main().getByText('Showing 1–1 of 1 studio inquiries')).toBeInTheDocument();
    expect(
      main().getByRole('button', { name: 'Studio inquiries' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('marks an inquiry handled: the server is told, a toast, and the list reloads', async () => {
    let lead = inquiry();
    const { api, user } = await openLeads({ inquiries: () => [lead] });
    api.on('PUT /api/admin/inquiries/i-1/handled', () => {
      lead = { ...lead, handledAt: '2026-03-05T08:00:00.000Z', handledBy: 'Anil Admin' };
      return { body: lead };
    });
    const card = await cardOf('Meera Nair');
    await user.click(card.getByRole('button', { name: /^Mark as handled ?: Meera Nair$/ }));

    expect(await screen.findByText('Marked as handled')).toBeInTheDocument();
    expect(
      await card.findByText('Handled by Anil Admin on Mar 5, 2026, 1:30 PM'),
    ).toBeInTheDocument();
    expect(api.sent('GET /api/admin/inquiries')).toHaveLength(2);

    api.on('DELETE /api/admin/inquiries/i-1/handled', () => {
      lead = { ...lead, handledAt: null, handledBy: null };
      return { body: lead };
    });
    await user.click(card.getByRole('button', { name: /^Reopen ?: Meera Nair$/ }));
    expect(await screen.findByText('Marked as open again')).toBeInTheDocument();
    expect(
      await card.findByRole('button', { name: /^Mark as handled ?: Meera Nair$/ }),
    ).toBeInTheDocument();
  });

  it("toasts the server's message when marking fails; the lead stays open", async () => {
    const { api, user } = await openLeads({ inquiries: () => [inquiry()] });
    api.on(
      'PUT /api/admin/inquiries/i-1/handled',
      errorReply(404, 'NOT_FOUND', 'Studio inquiry not found'),
    );
    const card = await cardOf('Meera Nair');
    await user.click(card.getByRole('button', { name: /^Mark as handled/ }));
    expect(await screen.findByText('Studio inquiry not found')).toBeInTheDocument();
    expect(card.getByText('Open')).toBeInTheDocument();
  });

  it('switches to contact messages and to every status, kept in the address', async () => {
    const { api, user, router } = await openLeads({ messages: () => [message()] });
    await user.click(main().getByRole('button', { name: 'Contact messages' }));
    const card = await cardOf('Can I bring my own microphone?');
    expect(card.getByText('Arjun Mehta · Booking Support')).toBeInTheDocument();
    expect(card.getByText('arjun@example.com')).toBeInTheDocument();
    expect(card.getByText(/I have a Shure SM7B/)).toBeInTheDocument();

    await user.selectOptions(main().getByRole('combobox', { name: 'Show' }), 'All');
    await waitFor(() =>
      expect(paramsOf(api.sent('GET /api/admin/contact-messages').at(-1))).toMatchObject({
        status: 'all',
      }),
    );
    expect(router.state.location.search).toBe('?kind=messages&status=all');
  });

  it('searches on the server, and says so when nothing matches', async () => {
    const { api, user } = await openLeads({
      inquiries: (request) => (paramsOf(request).q ? [] : [inquiry()]),
    });
    await cardOf('Meera Nair');
    await user.type(main().getByRole('searchbox', { name: 'Search' }), ' 100%_room ');
    await user.click(main().getByRole('button', { name: 'Search' }));
    expect(
      await main().findByRole('heading', { name: 'No open studio inquiries found' }),
    ).toBeInTheDocument();
    expect(paramsOf(api.sent('GET /api/admin/inquiries').at(-1))).toMatchObject({
      q: '100%_room',
    });
  });

  it('pages through the list with Previous and Next', async () => {
    const { api, user } = await openLeads({
      total: 45,
      inquiries: (request) => [inquiry({ name: `Lead on page ${paramsOf(request).page}` })],
    });
    await cardOf('Lead on page 1');
    expect(main().getByText('Page 1 of 3')).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Previous' })).toBeNull();
    await user.click(main().getByRole('link', { name: 'Next' }));
    await cardOf('Lead on page 2');
    expect(main().getByText('Showing 21–21 of 45 studio inquiries')).toBeInTheDocument();
    expect(paramsOf(api.sent('GET /api/admin/inquiries').at(-1)).page).toBe('2');
  });

  it('shows the empty state, and why a list could not be loaded', async () => {
    await openLeads({ inquiries: () => [] });
    expect(
      await main().findByRole('heading', { name: 'No open studio inquiries' }),
    ).toBeInTheDocument();

    mockApi({
      'GET /api/user/me': { body: { user: admin.user } },
      'GET /api/admin/contact-messages': errorReply(400, 'VALIDATION', 'Search text is too long.'),
    });
    renderApp('/admin/inquiries?kind=messages&q=x', { session: admin });
    expect(await screen.findByText('Search text is too long.')).toBeInTheDocument();
  });
});
