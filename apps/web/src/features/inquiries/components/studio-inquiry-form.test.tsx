import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { INQUIRY_MESSAGES } from '@studio-hive/domain';
import { errorReply, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const REQUIRED = 'Please fill in all required fields';

/** The lead page, ready: its heading shown. */
async function openLeadPage() {
  const view = renderApp('/add-your-studio');
  await screen.findByRole('heading', { level: 1, name: 'Turn your room into a podcast studio' });
  const form = within(screen.getByRole('region', { name: 'Get your studio starter plan' }));
  return { ...view, form };
}

const question = (form: ReturnType<typeof within>, legend: string) =>
  within(form.getByRole('group', { name: legend }));

describe('the owner lead page', () => {
  it("keeps its own tab title and makes only the product's claims", async () => {
    mockApi();
    await openLeadPage();
    await waitFor(() => expect(document.title).toBe('List Your Studio | Studio Hive'));
    const page = within(screen.getByRole('main'));
    expect(
      page.getByRole('heading', { name: 'Verified and live within 48 hours' }),
    ).toBeInTheDocument();
    expect(page.getByRole('heading', { name: 'No platform fee' })).toBeInTheDocument();
    expect(page.getAllByText(/Pay at Studio/).length).toBeGreaterThan(0);
    const figure = within(page.getByRole('region', { name: 'What a busy room can take in' }));
    expect(figure.getByText(/10 sessions a day at ₹2,500 each/)).toBeInTheDocument();
    expect(figure.getByText('₹25,000 a day')).toBeInTheDocument();
    expect(figure.getByText(/A sample figure, not a promise/)).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Get Your Starter Plan' })).toHaveAttribute(
      'href',
      '#studio-inquiry',
    );
    expect(page.getByRole('link', { name: 'Sign Up as a Studio Partner' })).toBeInTheDocument();
  });
});

describe('the owner inquiry form', () => {
  it("says 'Please fill in all required fields' under each empty field and sends nothing", async () => {
    const api = mockApi();
    const { form, user } = await openLeadPage();
    await user.click(form.getByRole('button', { name: 'Send Inquiry' }));
    expect(await form.findAllByText(REQUIRED)).toHaveLength(3);
    for (const label of ['Your name', 'WhatsApp number', 'Where is your room?']) {
      expect(form.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    // The first field with a problem gets the focus.
    expect(document.activeElement).toBe(form.getByLabelText('Your name'));
    expect(api.sent('POST /api/studio-inquiry')).toHaveLength(0);
  });

  it('explains a number that is not an Indian mobile number', async () => {
    const api = mockApi();
    const { form, user } = await openLeadPage();
    await user.type(form.getByLabelText('Your name'), 'Meera Nair');
    await user.type(form.getByLabelText('WhatsApp number'), '12345');
    await user.type(form.getByLabelText('Where is your room?'), 'Sector 29, Gurgaon');
    await user.click(form.getByRole('button', { name: 'Send Inquiry' }));
    expect(await form.findByText(INQUIRY_MESSAGES.whatsappInvalid)).toBeInTheDocument();
    expect(api.sent('POST /api/studio-inquiry')).toHaveLength(0);
  });

  it('sends the inquiry with the number as 10 digits, thanks and empties the form', async () => {
    const api = mockApi({
      'POST /api/studio-inquiry': { status: 201, body: { message: INQUIRY_MESSAGES.submitted } },
    });
    const { form, user } = await openLeadPage();
    const hasRoom = question(form, 'Do you already have a room for recording?');
    const needsHelp = question(form, 'Would you like help setting it up?');
    // Both questions start at Yes.
    expect(hasRoom.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(needsHelp.getByRole('radio', { name: 'Yes' })).toBeChecked();

    await user.type(form.getByLabelText('Your name'), '  Meera Nair ');
    await user.type(form.getByLabelText('WhatsApp number'), '+91 98765-43210');
    await user.type(form.getByLabelText('Where is your room?'), 'Sector 29, Gurgaon');
    await user.click(hasRoom.getByRole('radio', { name: 'No' }));
    await user.click(form.getByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByText(INQUIRY_MESSAGES.submitted)).toBeInTheDocument();
    const [request] = api.sent('POST /api/studio-inquiry');
    expect(request?.body).toEqual({
      name: 'Meera Nair',
      whatsapp: '9876543210',
      location: 'Sector 29, Gurgaon',
      hasRoom: 'no',
      needsHelp: 'yes',
    });
    // Not tied to an account.
    expect(request?.headers.get('authorization')).toBeNull();
    await waitFor(() => expect(form.getByLabelText('Your name')).toHaveValue(''));
    expect(form.getByLabelText('WhatsApp number')).toHaveValue('');
    expect(form.getByLabelText('Where is your room?')).toHaveValue('');
    expect(hasRoom.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(form.getByRole('button', { name: 'Send Inquiry' })).toHaveProperty('disabled', false);
  });

  it("toasts 'Failed to submit inquiry. Please try again.' and keeps what was typed", async () => {
    const api = mockApi({
      'POST /api/studio-inquiry': errorReply(
        500,
        'INTERNAL',
        'Something went wrong on our side. Please try again.',
      ),
    });
    const { form, user } = await openLeadPage();
    await user.type(form.getByLabelText('Your name'), 'Meera Nair');
    await user.type(form.getByLabelText('WhatsApp number'), '9876543210');
    await user.type(form.getByLabelText('Where is your room?'), 'Noida');
    await user.click(form.getByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByText(INQUIRY_MESSAGES.submitFailed)).toBeInTheDocument();
    expect(api.sent('POST /api/studio-inquiry')).toHaveLength(1);
    expect(form.getByLabelText('Your name')).toHaveValue('Meera Nair');
    expect(form.queryByRole('alert')).not.toBeInTheDocument();

    api.on('POST /api/studio-inquiry', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(form.getByRole('button', { name: 'Send Inquiry' }));
    await waitFor(() => expect(api.sent('POST /api/studio-inquiry')).toHaveLength(2));
    expect((await screen.findAllByText(INQUIRY_MESSAGES.submitFailed)).length).toBeGreaterThan(0);
  });

  it('explains a refusal for sending too much above the button, besides the documented toast', async () => {
    mockApi({
      'POST /api/studio-inquiry': errorReply(429, 'RATE_LIMITED', INQUIRY_MESSAGES.tooMany),
    });
    const { form, user } = await openLeadPage();
    await user.type(form.getByLabelText('Your name'), 'Meera Nair');
    await user.type(form.getByLabelText('WhatsApp number'), '9876543210');
    await user.type(form.getByLabelText('Where is your room?'), 'Noida');
    await user.click(form.getByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByText(INQUIRY_MESSAGES.submitFailed)).toBeInTheDocument();
    expect((await form.findByRole('alert')).textContent).toBe(INQUIRY_MESSAGES.tooMany);
  });

  it("puts the server's field message under its field", async () => {
    mockApi({
      'POST /api/studio-inquiry': errorReply(400, 'VALIDATION', 'Location contains characters', {
        location: 'Location contains characters that are not allowed.',
      }),
    });
    const { form, user } = await openLeadPage();
    await user.type(form.getByLabelText('Your name'), 'Meera Nair');
    await user.type(form.getByLabelText('WhatsApp number'), '9876543210');
    await user.type(form.getByLabelText('Where is your room?'), 'Noida');
    await user.click(form.getByRole('button', { name: 'Send Inquiry' }));

    expect(
      await form.findByText('Location contains characters that are not allowed.'),
    ).toBeInTheDocument();
    expect(document.activeElement).toBe(form.getByLabelText('Where is your room?'));
  });

  it('can be filled in and sent with the keyboard alone', async () => {
    const api = mockApi({
      'POST /api/studio-inquiry': { status: 201, body: { message: INQUIRY_MESSAGES.submitted } },
    });
    const { form, user } = await openLeadPage();
    form.getByLabelText('Your name').focus();
    await user.keyboard('Meera Nair');
    await user.tab();
    await user.keyboard('9876543210');
    await user.tab();
    await user.keyboard('Gurgaon');
    // Into the first question (its checked choice), then arrows move between Yes and No.
    await user.tab();
    expect(document.activeElement).toBe(
      question(form, 'Do you already have a room for recording?').getByRole('radio', {
        name: 'Yes',
      }),
    );
    await user.keyboard('{ArrowRight}');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(form.getByRole('button', { name: 'Send Inquiry' }));
    await user.keyboard('{Enter}');

    expect(await screen.findByText(INQUIRY_MESSAGES.submitted)).toBeInTheDocument();
    expect(api.sent('POST /api/studio-inquiry')[0]?.body).toMatchObject({
      hasRoom: 'no',
      needsHelp: 'yes',
    });
  });
});
