import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { takeConsoleErrors } from '../../test/console';
import { Form, FormAlert, FormSubmit, useFormSending, useZodForm } from './form';
import { TextField } from './text-field';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  location: z.object({ city: z.string() }),
});
type Values = z.output<typeof schema>;

/** A small form on the block: a name, a nested city, a second control that follows `sending`. */
function StudioNameForm({ send }: { send: (values: Values) => Promise<unknown> }) {
  const form = useZodForm({ schema, defaultValues: { name: '', location: { city: '' } } });
  const { errors } = form.formState;
  return (
    <Form form={form} onSubmit={send} errorMessage="Saving failed. Please try again.">
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="City"
        error={errors.location?.city?.message}
        {...form.register('location.city')}
      />
      <CancelButton />
      <FormAlert />
      <FormSubmit sendingLabel="Saving...">Save</FormSubmit>
    </Form>
  );
}

function CancelButton() {
  return (
    <button type="button" disabled={useFormSending()}>
      Cancel
    </button>
  );
}

const refusal = (fieldErrors: Record<string, string> = {}, message = 'Refused.') =>
  new ApiError(400, 'VALIDATION', message, fieldErrors, true);

function setup(send: (values: Values) => Promise<unknown>) {
  const user = userEvent.setup();
  render(<StudioNameForm send={send} />);
  return user;
}

describe('Form', () => {
  it('checks the schema first and sends nothing while a field is wrong', async () => {
    const sent: Values[] = [];
    const user = setup(async (values) => sent.push(values));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Name'), '  Hive One ');
    await user.type(screen.getByLabelText('City'), 'Noida');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([{ name: 'Hive One', location: { city: 'Noida' } }]);
  });

  it('is sending until onSubmit settles: the button says so and controls are disabled', async () => {
    let finish: () => void = () => {};
    const user = setup(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(screen.getByLabelText('Name'), 'Hive One');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const button = await screen.findByRole('button', { name: 'Saving...' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');

    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it("puts the server's field messages under their fields, nested ones too, and focuses the first", async () => {
    const user = setup(() =>
      Promise.reject(refusal({ name: 'Name is taken.', 'location.city': 'Unknown city.' })),
    );
    await user.type(screen.getByLabelText('Name'), 'Hive One');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Name is taken.')).toBeInTheDocument();
    expect(screen.getByText('Unknown city.')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message in the alert when no field message fits, and clears it on the next send", async () => {
    let respond: () => Promise<unknown> = () => Promise.reject(refusal({ token: 'Expired.' }));
    const user = setup(() => respond());
    await user.type(screen.getByLabelText('Name'), 'Hive One');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Refused.');

    respond = () => Promise.resolve();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the screen's fallback when the server said nothing usable", async () => {
    const user = setup(() =>
      Promise.reject(new ApiError(0, 'NETWORK', 'We could not reach Studio Hive.')),
    );
    await user.type(screen.getByLabelText('Name'), 'Hive One');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Saving failed. Please try again.',
    );
  });

  it('reports a mistake of our own (not an ApiError) on the console and shows the fallback', async () => {
    const user = setup(() => Promise.reject(new TypeError('cannot read x of undefined')));
    await user.type(screen.getByLabelText('Name'), 'Hive One');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Saving failed. Please try again.',
    );
    expect(takeConsoleErrors(/cannot read x of undefined/)).toBe(1);
  });
});
