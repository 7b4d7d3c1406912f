import { useId, useRef } from 'react';
import { RetryAlert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { fieldLabelClasses, inputClasses } from '../../../components/ui/text-field';
import { messageOr } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed';
import { DashboardSection } from './dashboard-parts';

/** Texts of the owner's calendar subscription (docs/api.md, GET /owner/calendar-feed). */
export const CALENDAR_FEED_TEXTS = {
  title: 'Calendar subscription',
  intro:
    'Google Calendar or Apple Calendar can subscribe to this private address to show your confirmed bookings and requests.',
  addressLabel: 'Your private calendar address',
  addressHint: 'In Google Calendar, add it under Other calendars, From URL.',
  loading: 'Loading your calendar address…',
  loadFailed: 'Failed to load your calendar address. Please try again later.',
  copy: 'Copy link',
  copied: 'Link copied',
  copyByHand: 'The link is selected: copy it with Ctrl+C (⌘C on a Mac).',
  open: 'Open in calendar app',
  rotate: 'New link',
  rotating: 'Making a new link…',
  rotateConfirm: 'The old link will stop working in every calendar that uses it.',
  rotated: 'New link ready. Subscribe to it again in your calendar apps.',
  rotateFailed: 'Failed to make a new link. Please try again.',
} as const;

/** The address as calendar apps open a subscription: webcal:// instead of http(s)://. */
export const webcalUrl = (url: string) => url.replace(/^https?:/i, 'webcal:');

function FeedAddress({ url }: { url: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const rotation = useRotateCalendarFeed({
    onSuccess: () => toast.success(CALENDAR_FEED_TEXTS.rotated),
    onError: (error) => toast.error(messageOr(error, CALENDAR_FEED_TEXTS.rotateFailed)),
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(CALENDAR_FEED_TEXTS.copied);
    } catch {
      // No clipboard (a page not served over HTTPS, or permission refused): the owner copies the
      // selected text themselves.
      input.current?.focus();
      input.current?.select();
      toast.info(CALENDAR_FEED_TEXTS.copyByHand);
    }
  };
  const rotate = () => {
    if (!window.confirm(CALENDAR_FEED_TEXTS.rotateConfirm)) return;
    rotation.mutate();
  };

  return (
    <>
      <label htmlFor={inputId} className={fieldLabelClasses}>
        {CALENDAR_FEED_TEXTS.addressLabel}
      </label>
      <input
        ref={input}
        id={inputId}
        type="text"
        readOnly
        value={url}
        aria-describedby={`${inputId}-hint`}
        className={cn(inputClasses(false), 'font-mono')}
      />
      <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-slate-500">
        {CALENDAR_FEED_TEXTS.addressHint}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {CALENDAR_FEED_TEXTS.copy}
        </Button>
        <a href={webcalUrl(url)} className={buttonClasses('secondary', 'sm')}>
          {CALENDAR_FEED_TEXTS.open}
        </a>
        <Button variant="ghost" size="sm" onClick={rotate} disabled={rotation.isPending}>
          {rotation.isPending ? CALENDAR_FEED_TEXTS.rotating : CALENDAR_FEED_TEXTS.rotate}
        </Button>
      </div>
    </>
  );
}

/**
 * The owner's calendar subscription: the secret address of a feed of their confirmed bookings
 * and requests, to copy or open in a calendar app, and a new address when the old one got out.
 * The address is asked for only once this card is shown.
 */
export function CalendarSubscription() {
  const feed = useCalendarFeed();
  return (
    <DashboardSection title={CALENDAR_FEED_TEXTS.title}>
      <p className="text-sm text-slate-600">{CALENDAR_FEED_TEXTS.intro}</p>
      <div className="mt-4">
        {feed.data ? (
          <FeedAddress url={feed.data.url} />
        ) : feed.isError ? (
          <RetryAlert
            message={messageOr(feed.error, CALENDAR_FEED_TEXTS.loadFailed)}
            onRetry={() => void feed.refetch()}
          />
        ) : (
          <Spinner label={CALENDAR_FEED_TEXTS.loading} />
        )}
      </div>
    </DashboardSection>
  );
}
