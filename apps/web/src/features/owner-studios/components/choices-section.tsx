import { useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { addCustomChoice, AMENITY_CHOICES, EQUIPMENT_CHOICES } from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { fieldLabelClasses, inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { FormSection } from './form-section';
import { SECTION_IDS, type SectionProps } from './studio-form-types';

/**
 * `entry` added to `list`: a fixed choice typed by hand ticks that choice; anything else is a
 * custom entry, trimmed and never a duplicate (docs/product.md#studios, `addCustomChoice`).
 */
function addChoice(list: readonly string[], fixed: readonly string[], entry: string) {
  const wanted = entry.trim().toLowerCase();
  const choice = fixed.find((item) => item.toLowerCase() === wanted);
  return addCustomChoice(list, choice ?? entry);
}

/**
 * The two lists of fixed choices plus custom entries: each one's section, title, what one entry
 * is called and its fixed choices.
 */
const CHOICE_LISTS: Record<
  'amenities' | 'equipments',
  { id: string; title: string; noun: string; description: string; choices: readonly string[] }
> = {
  amenities: {
    id: SECTION_IDS.amenities,
    title: 'Amenities',
    noun: 'amenity',
    description: 'What guests can use at your studio. Add your own if it is not listed.',
    choices: AMENITY_CHOICES,
  },
  equipments: {
    id: SECTION_IDS.equipment,
    title: 'Equipment',
    noun: 'equipment',
    description: 'Gear included with a booking. Add your own if it is not listed.',
    choices: EQUIPMENT_CHOICES,
  },
};

type ChoicesSectionProps = SectionProps & { name: keyof typeof CHOICE_LISTS };

/** The 15 fixed choices as checkboxes, plus custom entries as removable chips. */
export function ChoicesSection({ form, errors, name }: ChoicesSectionProps) {
  const { id, title, noun, description, choices } = CHOICE_LISTS[name];
  const { field } = useController({ control: form.control, name });
  const selected = field.value;
  const custom = selected.filter((entry) => !choices.includes(entry));
  const [text, setText] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const inputId = useId();
  const noteId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const toggle = (choice: string) =>
    field.onChange(
      selected.includes(choice)
        ? selected.filter((entry) => entry !== choice)
        : [...selected, choice],
    );

  const add = () => {
    if (text.trim() === '') return;
    const next = addChoice(selected, choices, text);
    if (next.length === selected.length) {
      setNote(`${text.trim()} is already in the list.`);
      return;
    }
    field.onChange(next);
    setText('');
    setNote(null);
  };

  const listError = errors[name];
  return (
    <FormSection id={id} title={title} description={description} error={listError?.message}>
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {choices.map((choice) => (
          <li key={choice}>
            <label
              className={cn(
                'flex h-full cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm text-slate-800',
                'hover:border-slate-300 has-checked:border-indigo-400 has-checked:bg-indigo-50',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600',
              )}
            >
              <input
                type="checkbox"
                checked={selected.includes(choice)}
                onChange={() => toggle(choice)}
                className="mt-0.5 size-4 shrink-0 accent-indigo-600 focus:outline-none"
              />
              <span>{choice}</span>
            </label>
          </li>
        ))}
      </ul>

      <div>
        <label htmlFor={inputId} className={fieldLabelClasses}>
          Add a custom {noun}
        </label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            value={text}
            maxLength={80}
            autoComplete="off"
            aria-describedby={note ? noteId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setNote(null);
            }}
            onKeyDown={(event) => {
              // Enter adds the entry rather than submitting the whole studio.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            className={cn(inputClasses(false), 'min-w-0 flex-1')}
          />
          <Button variant="secondary" onClick={add} className="shrink-0">
            Add<span className="sr-only"> {noun}</span>
          </Button>
        </div>
        <p id={noteId} role="status" className="mt-1.5 min-h-5 text-sm text-slate-600">
          {note}
        </p>
      </div>

      {custom.length > 0 ? (
        <div>
          <h3 className="text-sm font-medium text-slate-800">Your own entries</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {custom.map((entry) => (
              <li
                key={entry}
                className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-800 ring-1 ring-indigo-200 ring-inset"
              >
                {entry}
                <button
                  type="button"
                  onClick={() => {
                    field.onChange(selected.filter((item) => item !== entry));
                    // The chip and its button are gone: carry on from the entry input.
                    inputRef.current?.focus();
                  }}
                  aria-label={`Remove ${entry}`}
                  className="inline-flex size-6 items-center justify-center rounded-full text-indigo-600 hover:bg-indigo-100 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {/* A bolder stroke than the default: this ✕ is drawn small. */}
                  <CloseIcon className="size-3.5 fill-none stroke-current" strokeWidth="2.6" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </FormSection>
  );
}
