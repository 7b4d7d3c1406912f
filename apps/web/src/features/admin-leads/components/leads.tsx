import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams, type To } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { LEAD_STATUSES, LEADS_PAGE_SIZE, type LeadStatus } from '@studio-hive/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { fieldLabelClasses, inputClasses, SelectField } from '../../../components/ui/text-field';
import { messageOr, type Page } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { changedListParams, pageAddress, pageInAddress } from '../../../lib/list-address';
import { useContactMessages } from '../api/get-contact-messages';
import { useStudioInquiries } from '../api/get-studio-inquiries';
import type { LeadFilters } from '../api/lead-filters';
import { ContactMessageCard } from './contact-message-card';
import { StudioInquiryCard } from './studio-inquiry-card';

const KINDS = {
  inquiries: { label: 'Studio inquiries', noun: 'studio inquiries' },
  messages: { label: 'Contact messages', noun: 'contact messages' },
} as const;
type Kind = keyof typeof KINDS;

const STATUS_LABELS: Record<LeadStatus, string> = { open: 'Open', handled: 'Handled', all: 'All' };

export const LEADS_TEXTS = {
  kindsLabel: 'Kind of lead',
  searchLabel: 'Search',
  searchHint: 'Name, phone number or e-mail, location, subject or message',
  statusLabel: 'Show',
  loadFailed: 'Failed to load. Please try again later.',
} as const;

/**
 * What the screen shows, kept in the address (`?kind=messages&status=all&q=…&page=2`) so a
 * reload, the back button or a shared link opens the same list. Open leads first by default.
 */
function useLeadsAddress() {
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get('kind') === 'messages' ? 'messages' : 'inquiries';
  const status = LEAD_STATUSES.find((s) => s === params.get('status')) ?? 'open';
  const filters: LeadFilters = { q: params.get('q') ?? '', status, page: pageInAddress(params) };
  /** Changes some of them; the list starts again at page 1. */
  const update = (changes: Partial<{ kind: Kind; status: LeadStatus; q: string }>) =>
    setParams((current) => changedListParams(current, changes));
  /** The same list's page `page`, as a link. */
  const pageHref = (page: number) => pageAddress(params, page);
  return { kind, filters, update, pageHref };
}

function KindSwitch({ kind, onChange }: { kind: Kind; onChange: (kind: Kind) => void }) {
  return (
    <div
      role="group"
      aria-label={LEADS_TEXTS.kindsLabel}
      className="inline-flex rounded-lg bg-slate-100 p-1"
    >
      {(Object.keys(KINDS) as Kind[]).map((key) => (
        <button
          key={key}
          type="button"
          aria-pressed={kind === key}
          onClick={() => onChange(key)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
            kind === key
              ? 'bg-white text-indigo-700 shadow-sm'
              : 'text-slate-700 hover:text-slate-900',
          )}
        >
          {KINDS[key].label}
        </button>
      ))}
    </div>
  );
}

function SearchForm({
  q,
  status,
  onSearch,
  onStatus,
}: {
  q: string;
  status: LeadStatus;
  onSearch: (q: string) => void;
  onStatus: (status: LeadStatus) => void;
}) {
  const [text, setText] = useState(q);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_10rem] sm:items-end"
    >
      <div>
        <label htmlFor="leads-search" className={fieldLabelClasses}>
          {LEADS_TEXTS.searchLabel}
        </label>
        <input
          id="leads-search"
          type="search"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby="leads-search-hint"
          className={inputClasses(false)}
        />
      </div>
      {/* Under the box on a phone; on a wide screen a row below, so the button lines up. */}
      <p
        id="leads-search-hint"
        className="-mt-1.5 text-sm text-slate-500 sm:col-start-1 sm:row-start-2"
      >
        {LEADS_TEXTS.searchHint}
      </p>
      <Button type="submit" variant="secondary" className="sm:col-start-2 sm:row-start-1">
        Search
      </Button>
      <SelectField
        className="sm:col-start-3 sm:row-start-1"
        label={LEADS_TEXTS.statusLabel}
        value={status}
        onChange={(event) => onStatus(event.target.value as LeadStatus)}
        options={LEAD_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
      />
    </form>
  );
}

/** A page of leads, or why there is none, with Previous and Next. */
function LeadsList<T extends { _id: string }>({
  query,
  noun,
  filters,
  pageHref,
  card,
}: {
  query: UseQueryResult<Page<T>>;
  noun: string;
  filters: LeadFilters;
  pageHref: (page: number) => To;
  card: (lead: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner className="mt-10" label={`Loading ${noun}…`} />;
  if (query.isError) {
    // A refused search says why (the server's sentence), so it can be corrected.
    return <Alert className="mt-6">{messageOr(query.error, LEADS_TEXTS.loadFailed)}</Alert>;
  }
  const { items, total } = query.data;
  if (items.length === 0) {
    const which = filters.status === 'all' ? '' : `${STATUS_LABELS[filters.status].toLowerCase()} `;
    return (
      <div className="mt-6">
        <EmptyState title={`No ${which}${noun}${filters.q ? ' found' : ''}`}>
          {filters.q
            ? 'Try another search, or show all of them.'
            : 'New ones from the public forms appear here.'}
        </EmptyState>
      </div>
    );
  }
  const first = (filters.page - 1) * LEADS_PAGE_SIZE + 1;
  const last = first + items.length - 1;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  return (
    <div aria-busy={query.isFetching}>
      <p aria-live="polite" className="mt-6 text-sm font-medium text-slate-700">
        Showing {first}–{last} of {total} {noun}
      </p>
      <ul className="mt-3 grid gap-4">
        {items.map((lead) => (
          <li key={lead._id}>{card(lead)}</li>
        ))}
      </ul>
      <Pagination page={filters.page} pageCount={pages} pageHref={pageHref} />
    </div>
  );
}

/**
 * The admin's leads (decision 019): studio inquiries and contact messages the public forms
 * stored, newest first, searched by the server, open ones first, each marked handled once
 * someone replied to it, so leads live here and not only in one person's mailbox.
 */
export function Leads() {
  const { kind, filters, update, pageHref } = useLeadsAddress();
  const inquiries = useStudioInquiries(filters, kind === 'inquiries');
  const messages = useContactMessages(filters, kind === 'messages');
  return (
    <div className="mt-6">
      <KindSwitch kind={kind} onChange={(next) => update({ kind: next })} />
      <SearchForm
        // A new list starts with its own search box.
        key={`${kind} ${filters.q}`}
        q={filters.q}
        status={filters.status}
        onSearch={(q) => update({ q })}
        onStatus={(status) => update({ status })}
      />
      {kind === 'inquiries' ? (
        <LeadsList
          query={inquiries}
          noun={KINDS.inquiries.noun}
          filters={filters}
          pageHref={pageHref}
          card={(lead) => <StudioInquiryCard lead={lead} />}
        />
      ) : (
        <LeadsList
          query={messages}
          noun={KINDS.messages.noun}
          filters={filters}
          pageHref={pageHref}
          card={(lead) => <ContactMessageCard lead={lead} />}
        />
      )}
    </div>
  );
}
