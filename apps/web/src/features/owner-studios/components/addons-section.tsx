import { useId, useState, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import {
  ADDON_AUTHORING_MIN_MAX_QUANTITY,
  STUDIO_MESSAGES,
  type StudioFormMode,
  formatRupees,
} from '@studio-hive/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { checkNewAddon } from '../lib/studio-form-checks';
import { blankNewAddon, type StudioFormValues } from '../lib/studio-form-values';
import { WholeNumberField } from './fields';
import { FormSection } from './form-section';
import { SECTION_IDS, type SectionProps } from './studio-form-types';

/**
 * Optional extras guests can add to a booking (docs/product.md#studio-validation): key, name and
 * price required, max quantity from 1 (default 1). An incomplete entry is ignored on add and
 * explained on edit, as docs/product.md has it.
 */
export function AddonsSection({ form, errors, mode }: SectionProps & { mode: StudioFormMode }) {
  const { register } = form;
  const { field } = useController({ control: form.control, name: 'addons' });
  const addons = field.value;
  const [problem, setProblem] = useState<string | null>(null);
  const listHeadingId = useId();

  const add = () => {
    const check = checkNewAddon(form.getValues('newAddon'), addons);
    if (!check.ok) {
      if (check.reason === 'duplicate') setProblem(STUDIO_MESSAGES.duplicateAddon);
      else if (mode === 'edit') setProblem(STUDIO_MESSAGES.addonInvalid);
      return;
    }
    field.onChange([...addons, check.addon]);
    form.setValue('newAddon', blankNewAddon());
    setProblem(null);
    form.setFocus('newAddon.key');
  };

  /** A new add-on's input: Enter in it adds the add-on rather than submitting the whole studio. */
  const newAddonInput = (name: keyof StudioFormValues['newAddon']) => ({
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        add();
      }
    },
    ...register(`newAddon.${name}`),
  });

  return (
    <FormSection
      id={SECTION_IDS.addons}
      title="Add-on Services"
      description="Optional extras guests can add to a booking, such as an engineer or extra microphones."
      error={errors.addons?.message}
    >
      <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
        <h3 className="text-sm font-semibold text-slate-900">New add-on</h3>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Key"
            placeholder="extra-mic"
            autoComplete="off"
            maxLength={40}
            hint="A short code, different for each add-on."
            {...newAddonInput('key')}
          />
          <TextField
            label="Name"
            placeholder="Extra microphone"
            autoComplete="off"
            maxLength={80}
            {...newAddonInput('name')}
          />
          <TextField
            label="Add-on description"
            autoComplete="off"
            maxLength={300}
            className="sm:col-span-2"
            {...newAddonInput('description')}
          />
          <WholeNumberField label="Price (₹)" {...newAddonInput('price')} />
          <WholeNumberField
            label="Max quantity"
            min={ADDON_AUTHORING_MIN_MAX_QUANTITY}
            hint="The most a guest can add to one booking."
            {...newAddonInput('maxQuantity')}
          />
        </div>
        {problem ? <Alert className="mt-4">{problem}</Alert> : null}
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={add}>
            Add<span className="sr-only"> add-on service</span>
          </Button>
        </div>
      </div>

      {addons.length > 0 ? (
        <div>
          <h3 id={listHeadingId} className="text-sm font-semibold text-slate-900">
            Your add-ons ({addons.length})
          </h3>
          <ul
            aria-labelledby={listHeadingId}
            className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200"
          >
            {addons.map((addon) => (
              <li key={addon.key} className="flex flex-wrap items-start gap-x-4 gap-y-1 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">
                    {addon.name}{' '}
                    <span className="text-sm font-normal text-slate-500">({addon.key})</span>
                  </p>
                  {addon.description ? (
                    <p className="text-sm break-words text-slate-600">{addon.description}</p>
                  ) : null}
                  <p className="mt-0.5 text-sm text-slate-700">
                    {formatRupees(addon.price)} each · up to {addon.maxQuantity}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0"
                  onClick={() => {
                    field.onChange(addons.filter((item) => item.key !== addon.key));
                    form.setFocus('newAddon.key');
                  }}
                >
                  Remove<span className="sr-only"> {addon.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-500">No add-on services yet.</p>
      )}
    </FormSection>
  );
}
