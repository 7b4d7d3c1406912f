import { useState, type FormEvent } from 'react';
import {
  ADD_BOOKING_TEXT,
  BOOKING_HOURS_MESSAGES,
  compareDates,
  formatRupees,
  freeHoursOfDay,
  hoursFrom,
  OFFLINE_NOTE_MAX_LENGTH,
  offlineBookingRequestSchema,
  offlineBookingTotal,
  offlineDurationOptions,
  offlineStartTimes,
  packageLabel,
  PERSON_NAME_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  type OfflineBookingRequest,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import { Alert, RetryAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SessionFields } from '../../../components/ui/session-fields';
import { Spinner } from '../../../components/ui/spinner';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError, messageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateOfflineBooking } from '../api/create-offline-booking';
import { useOfflineBookingStudios } from '../api/get-offline-booking-studios';
import type { AddBookingStart } from './add-booking-dialog';

/** The form's own sentences: choices the owner has not made yet (the rest are the domain's). */
export const ADD_BOOKING_FORM_TEXT = {
  chooseStudio: 'Choose a studio',
  studioMissing: 'Please choose one of your studios.',
} as const;

/** The fields whose sentences show under them; any other refusal shows above the buttons. */
const FIELDS = [
  'studio',
  'hours',
  'customerName',
  'customerPhone',
  'packageKey',
  'totalPrice',
  'note',
] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

const isField = (name: PropertyKey | undefined): name is Field => FIELDS.includes(name as Field);

/** The studio's hours of `date` that it offers and nobody holds, from its availability. */
function freeHoursOf(studio: StudioWithAvailability, date: string): number[] {
  const day = studio.availability.find((d) => d.date === date);
  return day ? freeHoursOfDay(day) : [];
}

type SessionChoice = { studioId: string; date: string; start: number | null; duration: number };

/**
 * The choice as it stands against the hours on offer now (offline-bookings.ts, the rules the
 * server applies): a studio, date, start or duration no longer offered (the hours were asked for
 * again after a refusal) reads as not chosen.
 */
function offered(choice: SessionChoice, studios: readonly StudioWithAvailability[], now: Date) {
  const studio = studios.find((s) => s._id === choice.studioId) ?? null;
  const opening = studio?.operationalHours ?? { start: null, end: null };
  const startsOn = (date: string) =>
    studio ? offlineStartTimes(freeHoursOf(studio, date), date, opening, now) : [];
  const dates = (studio?.availability ?? [])
    .map((d) => d.date)
    .filter((date) => startsOn(date).length > 0)
    .sort(compareDates);
  const date = dates.includes(choice.date) ? choice.date : '';
  const starts = date ? startsOn(date) : [];
  const start = choice.start !== null && starts.includes(choice.start) ? choice.start : null;
  const durations =
    studio && start !== null
      ? offlineDurationOptions(freeHoursOf(studio, date), start, opening)
      : [];
  const duration = durations.includes(choice.duration) ? choice.duration : (durations[0] ?? 0);
  return { studio, dates, date, starts, start, durations, duration };
}

/** The request as typed: blanks left out, the price as a number (the schema says what is wrong). */
function requestOf(
  session: { studioId: string; date: string; hours: number[] },
  typed: { name: string; phone: string; packageKey: string; price: string; note: string },
): OfflineBookingRequest {
  return {
    studio: session.studioId,
    date: session.date,
    hours: session.hours,
    customerName: typed.name,
    ...(typed.phone.trim() && { customerPhone: typed.phone }),
    ...(typed.packageKey && { packageKey: typed.packageKey }),
    ...(typed.price.trim() && { totalPrice: Number(typed.price.trim()) }),
    ...(typed.note.trim() && { note: typed.note }),
  };
}

/**
 * The 'Add a booking' form (docs/product.md#offline-bookings): the studio, its free hours by the
 * rules the server applies (offline-bookings.ts: today from the current hour, no minimum), who
 * booked, and optionally the package, the price and a note. Checked by the request's own schema
 * before it is sent; the server's refusals show under their fields.
 */
export function AddBookingForm({
  start: startAt,
  onClose,
  onAdded,
}: {
  start?: AddBookingStart;
  onClose: () => void;
  onAdded?: () => void;
}) {
  const studios = useOfflineBookingStudios();
  if (studios.isPending) return <Spinner label={ADD_BOOKING_TEXT.loading} />;
  if (studios.isError) {
    return (
      <RetryAlert message={ADD_BOOKING_TEXT.loadFailed} onRetry={() => void studios.refetch()} />
    );
  }
  if (studios.data.length === 0) {
    return (
      <>
        <Alert tone="info">{ADD_BOOKING_TEXT.noStudios}</Alert>
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {ADD_BOOKING_TEXT.dismiss}
          </Button>
        </div>
      </>
    );
  }
  return (
    <BookingFields studios={studios.data} start={startAt} onClose={onClose} onAdded={onAdded} />
  );
}

function BookingFields({
  studios,
  start: startAt,
  onClose,
  onAdded,
}: {
  studios: readonly StudioWithAvailability[];
  start: AddBookingStart | undefined;
  onClose: () => void;
  onAdded: (() => void) | undefined;
}) {
  const [choice, setChoice] = useState<SessionChoice>(() => ({
    studioId: startAt?.studioId ?? (studios.length === 1 ? studios[0]!._id : ''),
    date: startAt?.date ?? '',
    start: startAt?.hour ?? null,
    duration: 1,
  }));
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [packageKey, setPackageKey] = useState('');
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateOfflineBooking();

  const now = new Date();
  const { studio, dates, date, starts, start, durations, duration } = offered(choice, studios, now);
  const hours = start === null ? [] : hoursFrom(start, duration);
  const packages = (studio?.packages ?? []).filter((p) => p.price > 0);
  const chosenPackage = packages.find((p) => p.key === packageKey) ?? null;
  const defaultTotal =
    hours.length > 0
      ? offlineBookingTotal({
          totalPrice: undefined,
          packagePrice: chosenPackage?.price ?? null,
          hourCount: hours.length,
        })
      : null;

  const choose = (next: SessionChoice) => {
    create.reset();
    setErrors((current) => ({ ...current, studio: undefined, hours: undefined }));
    setChoice(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!studio) {
      setErrors({ studio: ADD_BOOKING_FORM_TEXT.studioMissing });
      return;
    }
    const request = requestOf(
      { studioId: studio._id, date, hours },
      { name, phone, packageKey, price, note },
    );
    const parsed = offlineBookingRequestSchema.safeParse(request);
    if (!parsed.success) {
      // Without a date or a start time, what is missing is the session's hours.
      const found: FieldErrors =
        hours.length === 0 ? { hours: BOOKING_HOURS_MESSAGES.noHours } : {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'date' ? 'hours' : issue.path[0];
        if (isField(field)) found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    // As the schema reads it: trimmed, the phone as its 10 digits, blanks left out.
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(ADD_BOOKING_TEXT.added);
        onAdded?.();
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const found: FieldErrors = {};
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (isField(field)) found[field] = message;
          }
          setErrors(found);
        }
      },
    });
  };

  // The server's refusal once, under its field when it named one, else above the buttons.
  const serverMessage =
    create.isError &&
    !(create.error instanceof ApiError && Object.keys(create.error.fieldErrors).some(isField))
      ? messageOr(create.error, ADD_BOOKING_TEXT.failed)
      : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SelectField
        label={ADD_BOOKING_TEXT.studio}
        value={studio?._id ?? ''}
        onChange={(event) =>
          choose({ studioId: event.target.value, date: '', start: null, duration: 1 })
        }
        error={errors.studio}
      >
        <option value="">{ADD_BOOKING_FORM_TEXT.chooseStudio}</option>
        {studios.map((s) => (
          <option key={s._id} value={s._id}>
            {s.name}
          </option>
        ))}
      </SelectField>

      <SessionFields
        dates={dates}
        date={date}
        onDateChange={(next) => choose({ ...choice, date: next, start: null })}
        starts={starts}
        start={start}
        onStartChange={(next) => choose({ ...choice, date, start: next })}
        durations={durations}
        duration={duration}
        onDurationChange={(next) => choose({ ...choice, date, start, duration: next })}
        timesClassName="sm:grid-cols-2"
      />
      {errors.hours ? <p className="text-sm font-medium text-rose-700">{errors.hours}</p> : null}

      <TextField
        label={ADD_BOOKING_TEXT.customerName}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.customerName}
        required
        autoComplete="off"
        maxLength={PERSON_NAME_MAX_LENGTH}
      />
      <TextField
        label={ADD_BOOKING_TEXT.customerPhone}
        hint={ADD_BOOKING_TEXT.customerPhoneHint}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={errors.customerPhone}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="98765 43210"
        maxLength={PHONE_INPUT_MAX_LENGTH}
      />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <SelectField
          className="min-w-0"
          label={ADD_BOOKING_TEXT.package}
          value={chosenPackage?.key ?? ''}
          onChange={(event) => setPackageKey(event.target.value)}
          error={errors.packageKey}
        >
          <option value="">{ADD_BOOKING_TEXT.noPackage}</option>
          {packages.map((p) => (
            <option key={p.key} value={p.key}>
              {packageLabel(p.key)} ({formatRupees(p.price)} an hour)
            </option>
          ))}
        </SelectField>
        <TextField
          className="min-w-0"
          label={ADD_BOOKING_TEXT.price}
          hint={ADD_BOOKING_TEXT.priceHint}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={errors.totalPrice}
          inputMode="numeric"
          autoComplete="off"
          placeholder={defaultTotal === null ? undefined : String(defaultTotal)}
        />
      </div>
      <TextAreaField
        label={ADD_BOOKING_TEXT.note}
        hint={ADD_BOOKING_TEXT.noteHint}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
        maxLength={OFFLINE_NOTE_MAX_LENGTH}
        rows={3}
      />

      {serverMessage ? <Alert>{serverMessage}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onClose}>
          {ADD_BOOKING_TEXT.dismiss}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? ADD_BOOKING_TEXT.pending : ADD_BOOKING_TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
