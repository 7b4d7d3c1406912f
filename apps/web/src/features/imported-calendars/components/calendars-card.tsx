import { useId } from 'react';
import {
  formatIstInstant,
  formatSession,
  IMPORTED_CALENDAR_MESSAGES,
  importedCalendarRequestSchema,
  CALENDAR_LABEL_MAX,
  MAX_IMPORTED_CALENDARS,
  type ImportedCalendar,
} from '@studio-hive/domain';
import { RetryAlert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Form, FormAlert, FormSubmit, useZodForm } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { messageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddCalendar } from '../api/add-calendar';
import { useStudioCalendars } from '../api/get-studio-calendars';
import { useRemoveCalendar } from '../api/remove-calendar';
import { useSyncCalendar } from '../api/sync-calendar';

/** Texts of the studio's Calendars card (docs/product.md#calendars); the API's are in the domain. */
export const CALENDARS_CARD_TEXTS = {
  title: 'Calendars',
  intro:
    "Link the calendars that hold this studio's other bookings: Google Calendar's secret address in iCal format, Apple or Outlook, another marketplace's export. Their busy times cannot be booked here, and they are read again every few minutes.",
  loading: 'Loading the calendars…',
  empty: 'No calendars linked yet.',
  ok: 'Synced',
  failing: 'Cannot be read',
  lastSynced: (at: string) => `Last synced ${formatIstInstant(new Date(at))}`,
  busyHours: (count: number) => `${count} busy ${count === 1 ? 'hour' : 'hours'} ahead`,
  lastGoodHours: 'Its last busy hours stay until it can be read again.',
  conflicts: 'Busy during bookings you confirmed here (nothing was cancelled):',
  syncNow: 'Sync now',
  syncing: 'Syncing…',
  remove: 'Remove',
  removing: 'Removing…',
  addTitle: 'Add a calendar',
  addressLabel: 'Calendar address',
  addressPlaceholder: 'https://… or webcal://…',
  addressHint:
    "In Google Calendar: Settings, your calendar, 'Secret address in iCal format'. The address stays private: we show its start only.",
  labelLabel: 'Label',
  labelHint: 'How you tell it apart, for example Airbnb or WhatsApp bookings.',
  add: 'Add calendar',
  adding: 'Adding…',
} as const;

const T = CALENDARS_CARD_TEXTS;
const M = IMPORTED_CALENDAR_MESSAGES;

function CalendarItem({ studioId, calendar }: { studioId: string; calendar: ImportedCalendar }) {
  const headingId = useId();
  const sync = useSyncCalendar(studioId);
  const removal = useRemoveCalendar(studioId);
  const ok = calendar.status === 'ok';

  const syncNow = () =>
    sync.mutate(calendar._id, {
      onSuccess: ({ calendar: read }) =>
        read.status === 'ok' ? toast.success(M.synced) : toast.warning(M.syncedUnread),
      onError: (error) => toast.error(messageOr(error, M.syncFailed)),
    });
  const remove = () => {
    if (!window.confirm(M.removeConfirm)) return;
    removal.mutate(calendar._id, {
      onSuccess: () => toast.success(M.removed),
      onError: (error) => toast.error(messageOr(error, M.removeFailed)),
    });
  };
  const busy = sync.isPending || removal.isPending;

  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="font-medium break-words text-slate-900">
              {calendar.label}
            </h3>
            <p className="font-mono text-xs break-all text-slate-500">{calendar.url}</p>
          </div>
          {/* Words, not colour alone, say whether it reads. */}
          <Badge tone={ok ? 'green' : 'amber'}>{ok ? T.ok : T.failing}</Badge>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {T.lastSynced(calendar.lastSyncedAt)} · {T.busyHours(calendar.busyHours)}
        </p>
        {calendar.error ? (
          <p className="mt-1 text-sm text-amber-900">
            <span className="font-medium">{calendar.error}.</span> {T.lastGoodHours}
          </p>
        ) : null}
        {calendar.conflicts.length > 0 ? (
          <div className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="font-medium">{T.conflicts}</p>
            <ul className="mt-1 list-disc pl-5">
              {calendar.conflicts.map((conflict) => (
                <li key={conflict.bookingId}>{formatSession(conflict.date, conflict.hours)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={syncNow} disabled={busy}>
            {sync.isPending ? T.syncing : T.syncNow}
            <span className="sr-only"> {calendar.label}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={remove} disabled={busy}>
            {removal.isPending ? T.removing : T.remove}
            <span className="sr-only"> {calendar.label}</span>
          </Button>
        </div>
      </article>
    </li>
  );
}

/** The address and the label, checked as the API checks them; the API reads it at once. */
function AddCalendarForm({ studioId }: { studioId: string }) {
  const headingId = useId();
  const add = useAddCalendar(studioId);
  const form = useZodForm({
    schema: importedCalendarRequestSchema,
    defaultValues: { url: '', label: '' },
  });
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      errorMessage={M.addFailed}
      aria-labelledby={headingId}
      className="mt-5 border-t border-slate-200 pt-5"
      onSubmit={async (values) => {
        const { calendar } = await add.mutateAsync(values);
        form.reset();
        if (calendar.status === 'ok') toast.success(M.added);
        else toast.warning(M.addedUnread);
      }}
    >
      <h3 id={headingId} className="font-medium text-slate-900">
        {T.addTitle}
      </h3>
      <TextField
        label={T.addressLabel}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={T.addressPlaceholder}
        hint={T.addressHint}
        error={errors.url?.message}
        {...form.register('url')}
      />
      <TextField
        label={T.labelLabel}
        maxLength={CALENDAR_LABEL_MAX}
        hint={T.labelHint}
        error={errors.label?.message}
        {...form.register('label')}
      />
      <div>
        <FormAlert />
        <FormSubmit sendingLabel={T.adding}>{T.add}</FormSubmit>
      </div>
    </Form>
  );
}

/**
 * A studio's imported calendars (decision 048, docs/product.md#calendars), for its owner: each
 * with its label, the start of its address, whether it reads, when it was last read, its busy
 * hours, why it cannot be read and the bookings it overlaps; Sync now, Remove, and the form to
 * add one, up to 5.
 */
export function CalendarsCard({ studioId }: { studioId: string }) {
  const headingId = useId();
  const calendars = useStudioCalendars(studioId);
  const list = calendars.data;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900">
        {T.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{T.intro}</p>
      <div className="mt-4">
        {list ? (
          <>
            {list.length === 0 ? (
              <p className="text-sm text-slate-500">{T.empty}</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {list.map((calendar) => (
                  <CalendarItem key={calendar._id} studioId={studioId} calendar={calendar} />
                ))}
              </ul>
            )}
            {list.length >= MAX_IMPORTED_CALENDARS ? (
              <p className="mt-5 border-t border-slate-200 pt-5 text-sm text-slate-600">
                {M.tooMany}
              </p>
            ) : (
              <AddCalendarForm studioId={studioId} />
            )}
          </>
        ) : calendars.isError ? (
          <RetryAlert
            message={messageOr(calendars.error, M.loadFailed)}
            onRetry={() => void calendars.refetch()}
          />
        ) : (
          <Spinner label={T.loading} />
        )}
      </div>
    </section>
  );
}
