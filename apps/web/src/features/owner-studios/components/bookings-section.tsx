import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import {
  BOOKING_MODES,
  CANCELLATION_WINDOWS,
  cancellationPolicy,
  DEPOSIT_LIMITS,
  DEPOSIT_MESSAGES,
  DEPOSIT_TYPES,
  depositRefundRule,
  depositValueError,
  normalizeIndianMobile,
  normalizeUpiId,
  PHONE_INPUT_MAX_LENGTH,
  REQUEST_DECISION_HOURS,
  STUDIO_SETTINGS_MESSAGES,
  type BookingMode,
  type DepositType,
} from '@studio-hive/domain';
import {
  describedBy,
  FieldMessages,
  fieldLabelClasses,
  radioCardClasses,
  TextField,
} from '../../../components/ui/text-field';
import { depositSettingOf } from '../lib/studio-form-submission';
import type { StudioFormValues } from '../lib/studio-form-values';
import { NumberSelect, WholeNumberField } from './fields';
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

/** The deposit's choices (docs/product.md#deposits), and how its value field reads for each. */
export const DEPOSIT_CHOICES: Readonly<
  Record<DepositType, { label: string; explanation: string; valueLabel?: string }>
> = {
  none: { label: 'No deposit', explanation: 'Customers pay everything at the studio' },
  fixed: {
    label: 'Fixed amount (₹)',
    explanation: 'The same amount for every booking, up to its total',
    valueLabel: 'Deposit amount (₹)',
  },
  percent: {
    label: 'Percentage of the total',
    explanation: `${DEPOSIT_LIMITS.minPercent} to ${DEPOSIT_LIMITS.maxPercent}% of each booking's total`,
    valueLabel: 'Deposit percentage (%)',
  },
};

export const DEPOSIT_FORM_TEXTS = {
  legend: 'Deposit',
  intro:
    'A deposit holds a booking until you confirm it arrived in your UPI account. Customers pay it from their UPI app; Studio Hive never holds the money.',
  upiLabel: 'UPI ID',
  upiHint: 'Where customers pay the deposit, like name@bank. Required when you ask a deposit.',
  refundRule: 'The refund follows your cancellation window:',
} as const;

const CANCELLATION_OPTIONS = CANCELLATION_WINDOWS.map((hours) => ({
  value: hours,
  label: hours === 0 ? 'None' : `${hours} hours before the start`,
}));

/** The UPI ID as typed: one like name@bank, or none while no deposit is asked. */
function upiIdError({ upiId, depositType }: StudioFormValues): string | null {
  const typed = upiId.trim();
  if (typed === '') return depositType === 'none' ? null : DEPOSIT_MESSAGES.upiId;
  return normalizeUpiId(typed) === null ? DEPOSIT_MESSAGES.upiId : null;
}

/**
 * The deposit that holds a booking (docs/product.md#deposits): none, a fixed amount or a
 * percentage, its value, and the UPI ID customers pay. Each field says what is wrong as it is
 * left (the domain's checks, the server's again on submit); the refund rule follows the
 * cancellation window chosen above.
 */
function DepositFields({ form, errors }: SectionProps) {
  const { register } = form;
  const typeId = useId();
  const [depositType, cancellationHours] = useWatch({
    control: form.control,
    name: ['depositType', 'cancellationHours'],
  });
  const valueLabel = DEPOSIT_CHOICES[depositType].valueLabel;
  /** Says at once what is wrong with the value or the address as typed, or clears it. */
  const check = (field: 'depositValue' | 'upiId') => {
    const values = form.getValues();
    const message =
      field === 'depositValue' ? depositValueError(depositSettingOf(values)) : upiIdError(values);
    if (message) form.setError(field, { message });
    else form.clearErrors(field);
  };
  return (
    <div className="space-y-4">
      <fieldset aria-describedby={`${typeId}-intro`}>
        <legend className={fieldLabelClasses}>{DEPOSIT_FORM_TEXTS.legend}</legend>
        <p id={`${typeId}-intro`} className="mb-3 text-sm text-slate-600">
          {DEPOSIT_FORM_TEXTS.intro}
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          {DEPOSIT_TYPES.map((type) => (
            <label
              key={type}
              className={radioCardClasses(
                'flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 text-sm shadow-sm',
                false,
              )}
            >
              <input
                type="radio"
                value={type}
                className="mt-0.5 size-4 accent-indigo-600 focus:outline-none"
                {...register('depositType', {
                  onChange: () => form.clearErrors(['depositValue', 'upiId']),
                })}
              />
              <span>
                <span className="block font-medium text-slate-900">
                  {DEPOSIT_CHOICES[type].label}
                </span>
                <span className="block text-slate-600">{DEPOSIT_CHOICES[type].explanation}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {depositType !== 'none' ? (
        <p className="text-sm text-slate-600">
          {DEPOSIT_FORM_TEXTS.refundRule} {depositRefundRule(cancellationHours)}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {valueLabel ? (
          <WholeNumberField
            label={valueLabel}
            min={depositType === 'fixed' ? DEPOSIT_LIMITS.minFixed : DEPOSIT_LIMITS.minPercent}
            max={depositType === 'percent' ? DEPOSIT_LIMITS.maxPercent : undefined}
            error={errors.depositValue?.message}
            {...register('depositValue', { onBlur: () => check('depositValue') })}
          />
        ) : null}
        <TextField
          label={DEPOSIT_FORM_TEXTS.upiLabel}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={300}
          placeholder="name@bank"
          hint={DEPOSIT_FORM_TEXTS.upiHint}
          error={errors.upiId?.message}
          {...register('upiId', { onBlur: () => check('upiId') })}
        />
      </div>
    </div>
  );
}

/**
 * How customers book (decision 025): instantly or on request, until when they may cancel online
 * (the select's hint is the policy as customers read it), the number they get once booked, and
 * the deposit that holds a booking.
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
      <DepositFields form={form} errors={errors} />
    </FormSection>
  );
}
