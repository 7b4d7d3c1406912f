import type { ReactNode } from 'react';
import { IST_TIME_ZONE, LEAD_MESSAGES } from '@studio-hive/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { messageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { HandledCallbacks, HandledChange } from '../api/lead-filters';

const receivedFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: IST_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A stored instant as India reads it: 'Mar 5, 2026, 1:30 AM'. */
export const istDateTime = (iso: string) => receivedFormat.format(new Date(iso));

/** The toasts of marking a lead handled or open again. */
export const handledToasts: HandledCallbacks = {
  onSuccess: ({ handled }) =>
    toast.success(handled ? LEAD_MESSAGES.markedHandled : LEAD_MESSAGES.reopened),
  onError: (error) => toast.error(messageOr(error, LEAD_MESSAGES.markFailed)),
};

export function LeadDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

type Lead = { _id: string; createdAt: string; handledAt: string | null; handledBy: string | null };

/**
 * A lead's card: its heading and details, when it came in, whether someone handled it (who,
 * when), and the button that marks it handled or opens it again.
 */
export function LeadCard({
  lead,
  title,
  subtitle,
  children,
  onChange,
  changing,
}: {
  lead: Lead;
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  onChange: (change: HandledChange) => void;
  changing: boolean;
}) {
  const handled = lead.handledAt !== null;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg leading-snug font-semibold break-words text-slate-900">{title}</h2>
          <p className="mt-0.5 text-sm break-words text-slate-600">{subtitle}</p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
          <Badge tone={handled ? 'green' : 'amber'}>{handled ? 'Handled' : 'Open'}</Badge>
          <p className="text-xs text-slate-500">Received {istDateTime(lead.createdAt)}</p>
        </div>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">{children}</dl>
      <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <Button
          variant={handled ? 'secondary' : 'primary'}
          size="sm"
          disabled={changing}
          onClick={() => onChange({ id: lead._id, handled: !handled })}
        >
          {handled ? 'Reopen' : 'Mark as handled'}
          <span className="sr-only">: {title}</span>
        </Button>
        {handled ? (
          <p className="text-sm text-slate-600">
            Handled {lead.handledBy ? `by ${lead.handledBy} ` : ''}on {istDateTime(lead.handledAt!)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
