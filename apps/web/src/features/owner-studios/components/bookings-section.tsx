import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import {
  BOOKING_MODES,
  CANCELLATION_WINDOWS,
  cancellationPolicy,
  normalizeIndianMobile,
  PHONE_INPUT_MAX_LENGTH,
  REQUEST_DECISION_HOURS,
  STUDIO_SETTINGS_MESSAGES,
  type BookingMode,
} from '@studio-hive/domain';
import {
  describedBy,
  FieldMessages,
  fieldLabelClasses,
  radioCardClasses,
  TextField,
} from '../../../components/ui/text-field';
import { NumberSelect } from './fields';
import { FormSection } from './form-section';
import { SECTION_IDS, type SectionProps } from './studio-form-types';

const BOOKING_MODE_CHOICES: Readonly<Record<BookingMode, { label: string; explanation: string }>> =
  {
    instant: {
      label: 'Instant booking',
      explanation: 'Customers book and are confirmed at once',
    },
    request: {
      label: 'On request',
      explanation: `You accept or decline each request within ${REQUEST_DECISION_HOURS} hours`,
    },
  };

const CANCELLATION_OPTIONS = CANCELLATION_WINDOWS.map((hours) => ({
  value: hours,
  label: hours === 0 ? 'None' : `${hours} hours before the start`,
}));

/**
 * How customers book (decision 025): instantly or on request, until when they may cancel online
 * (the select's hint is the policy as customers read it), and the number they get once booked.
 */
export function BookingsSection({ form, errors }: SectionProps) {
  const { register } = form;
  const modeId = useId();
  const cancellationHours = useWatch({ control: form.control, name: 'cancellationHours' });
  const modeError = errors.bookingMode?.message;
  return (
    <FormSection id={SECTION_IDS.bookings} title="Bookings">
      <fieldset aria-describedby={describedBy(modeId, undefined, modeError)}>
        <legend className={fieldLabelClasses}>Booking Mode</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {BOOKING_MODES.map((mode) => (
            <label
              key={mode}
              className={radioCardClasses(
                'flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 text-sm shadow-sm',
                Boolean(modeError),
              )}
            >
              <input
                type="radio"
                value={mode}
                className="mt-0.5 size-4 accent-indigo-600 focus:outline-none"
                {...register('bookingMode')}
              />
              <span>
                <span className="block font-medium text-slate-900">
                  {BOOKING_MODE_CHOICES[mode].label}
                </span>
                <span className="block text-slate-600">
                  {BOOKING_MODE_CHOICES[mode].explanation}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldMessages id={modeId} error={modeError} />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberSelect
          form={form}
          name="cancellationHours"
          label="Cancellation Window"
          options={CANCELLATION_OPTIONS}
          hint={cancellationPolicy(cancellationHours)}
        />
        <TextField
          label="Contact Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder="Empty: your verified phone is used"
          hint="Customers get this number with a confirmed booking."
          error={errors.contactPhone?.message}
          {...register('contactPhone', {
            // Said as the field is left rather than on submit; the submit checks it again.
            onBlur: (event: { target: HTMLInputElement }) => {
              const typed = event.target.value.trim();
              if (typed === '' || normalizeIndianMobile(typed)) form.clearErrors('contactPhone');
              else
                form.setError('contactPhone', { message: STUDIO_SETTINGS_MESSAGES.contactPhone });
            },
          })}
        />
      </div>
    </FormSection>
  );
}
