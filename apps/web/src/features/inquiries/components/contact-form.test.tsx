import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CONTACT_MESSAGES, SUPPORT_EMAIL } from '@studio-hive/domain';
import { errorReply, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { authResult } from '../../../test/sessions';

/** The contact page, ready: its heading shown. */
async function openContact(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp('/contact', options);
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  const form = within(screen.getByRole('region', { name: 'Send us a message' }));
  return { ...view, form };
}

const value = (element: HTMLElement) => (element as HTMLInputElement).value;

async function fillIn(
  form: Awaited<ReturnType<typeof openContact>>['form'],
  user: Awaited<ReturnType<typeof openContact>>['user'],
) {
  await user.type(form.getByLabelText('Your name'), 'Arjun Mehta');
  await user.type(form.getByLabelText('Email'), 'Arjun@Example.com');
  await user.selectOptions(form.getByLabelText('Category'), 'Booking Support');
  await user.type(form.getByLabelText('Subject'), 'Bringing my own microphone');
  await user.type(form.getByLabelText('Message'), 'Can I bring my own microphone?');
}

describe('the contact page', () => {
  it('keeps its tab title and shows the support e-mail and when support replies', async () => {
    mockApi();
    await openContact();
    await waitFor(() => expect(document.title).toBe('Contact Us | Studio Hive'));
    const details = within(screen.getByRole('complementary', { name: 'Email us' }));
    expect(details.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(
      details.getByText(/support replies within 24 hours Monday to Friday/),
    ).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
  });
});

describe('the contact form', () => {
  it('offers the six categories, General Inquiry first', async () => {
    mockApi();
    const { form } = await openContact();
    const select = form.getByLabelText('Category') as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['general', 'General Inquiry'],
      ['booking', 'Booking Support'],
      ['studio', 'Studio Listing'],
      ['technical', 'Technical Support'],
      ['billing', 'Billing & Payments'],
      ['partnership', 'Partnership'],
    ]);
    expect(select).toHaveValue('general');
  });

  it('says what is missing under each field and sends nothing', async () => {
    const api = mockApi();
    const { form, user } = await openContact();
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Name is required')).toBeInTheDocument();
    expect(form.getByText('Email is required')).toBeInTheDocument();
    expect(form.getByText(CONTACT_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(form.getByText(CONTACT_MESSAGES.messageRequired)).toBeInTheDocument();

    await user.type(form.getByLabelText('Email'), 'arjun@example');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Email is invalid')).toBeInTheDocument();
    expect(api.sent('POST /api/contact')).toHaveLength(0);
  });

  it('sends the message, thanks and empties the form', async () => {
    const api = mockApi({
      'POST /api/contact': { status: 201, body: { message: CONTACT_MESSAGES.sent } },
    });
    const { form, user } = await openContact();
    await fillIn(form, user);
    expect(form.getByText('30/5000 characters')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    const [request] = api.sent('POST /api/contact');
    expect(request?.body).toEqual({
      name: 'Arjun Mehta',
      email: 'arjun@example.com',
      category: 'booking',
      subject: 'Bringing my own microphone',
      message: 'Can I bring my own microphone?',
    });
    await waitFor(() => expect(value(form.getByLabelText('Message'))).toBe(''));
    for (const label of ['Your name', 'Email', 'Subject']) {
      expect(value(form.getByLabelText(label))).toBe('');
    }
    expect(value(form.getByLabelText('Category'))).toBe('general');
  });

  it("toasts the server's sentence, or 'Failed to send message. Please try again.'", async () => {
    const api = mockApi({
      'POST /api/contact': errorReply(429, 'RATE_LIMITED', CONTACT_MESSAGES.tooMany),
    });
    const { form, user } = await openContact();
    await fillIn(form, user);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.tooMany)).toBeInTheDocument();
    // Said once, in the toast; what was typed is kept.
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(value(form.getByLabelText('Message'))).toBe('Can I bring my own microphone?');

    api.on('POST /api/contact', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.sendFailed)).toBeInTheDocument();
  });

  it("puts the server's field messages under their fields", async () => {
    mockApi({
      'POST /api/contact': errorReply(400, 'VALIDATION', CONTACT_MESSAGES.subjectInvalid, {
        subject: CONTACT_MESSAGES.subjectInvalid,
      }),
    });
    const { form, user } = await openContact();
    await fillIn(form, user);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText(CONTACT_MESSAGES.subjectInvalid)).toBeInTheDocument();
    expect(document.activeElement).toBe(form.getByLabelText('Subject'));
  });

  it('starts with the name and e-mail of a signed-in user, and sends no token', async () => {
    const session = authResult('customer');
    const api = mockApi({
      'GET /api/user/me': { body: { user: session.user } },
      'POST /api/contact': { status: 201, body: { message: CONTACT_MESSAGES.sent } },
    });
    const { form, user } = await openContact({ session });
    expect(value(form.getByLabelText('Your name'))).toBe('Rohan Mehta');
    expect(value(form.getByLabelText('Email'))).toBe('customer@example.com');
    await user.type(form.getByLabelText('Subject'), 'Hello');
    await user.type(form.getByLabelText('Message'), 'A question.');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(api.sent('POST /api/contact')[0]?.headers.get('authorization')).toBeNull();
  });
});
