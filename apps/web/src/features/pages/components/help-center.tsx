import { useId, useState, type FormEvent } from 'react';
import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  SUPPORT_EMAIL,
  type FaqCategory,
} from '@studio-hive/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { TitledSection } from '../../../components/ui/page-sections';
import { SearchInput } from '../../../components/ui/search-input';
import { fieldLabelClasses } from '../../../components/ui/text-field';
import { textLinkClasses } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { FAQ_ENTRIES, type FaqEntry } from '../lib/faq-entries';
import { countByCategory, faqResultText, filterFaq, groupByTopic } from '../lib/faq-search';

export const HELP_TEXT = {
  searchLabel: 'Search the questions',
  clearSearch: 'Clear search',
  noResults: 'No results found',
  allTopics: FAQ_CATEGORY_LABELS.all,
} as const;

/** One question: a heading holding the button that shows or hides its answer (WAI-ARIA accordion). */
function FaqItem({
  entry,
  open,
  onToggle,
}: {
  entry: FaqEntry;
  open: boolean;
  onToggle: () => void;
}) {
  const buttonId = `faq-question-${entry.id}`;
  const panelId = `faq-answer-${entry.id}`;
  return (
    <li className="border-b border-slate-200 last:border-b-0">
      <h3 className="text-base font-medium text-slate-900">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-4 px-4 py-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:px-5"
        >
          <span>{entry.question}</span>
          <ChevronDownIcon
            className={cn(
              'mt-0.5 size-5 shrink-0 fill-none stroke-slate-500 transition-transform',
              open && 'rotate-180',
            )}
          />
        </button>
      </h3>
      <div
        id={panelId}
        hidden={!open}
        className="space-y-3 px-4 pb-5 text-sm leading-relaxed text-slate-700 sm:px-5"
      >
        {entry.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </li>
  );
}

/**
 * The Help Center (docs/product.md#static-pages): a search box, the topics (All Topics, Booking, Studio
 * Management, Account, General & Technical), the result count, the questions as an accordion,
 * 'No results found' with 'Clear search', and the ways to reach support.
 */
export function HelpCenter() {
  const [query, setQuery] = useState('');
  const searchField = useTypedBeforeHydration(query, setQuery);
  const [category, setCategory] = useState<FaqCategory>('all');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const searchId = useId();
  const countId = useId();

  const results = filterFaq(FAQ_ENTRIES, { query, category });
  const counts = countByCategory(FAQ_ENTRIES, query);
  const groups = groupByTopic(results);
  const searching = query.trim() !== '';

  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const clearSearch = () => {
    setQuery('');
    document.getElementById(searchId)?.focus();
  };

  return (
    <div className="mt-8 space-y-6">
      <form
        role="search"
        aria-label="Help Center"
        onSubmit={(event: FormEvent) => event.preventDefault()}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <label htmlFor={searchId} className={fieldLabelClasses}>
          {HELP_TEXT.searchLabel}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchInput
            id={searchId}
            ref={searchField}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. refund, OTP, calendar"
            aria-describedby={countId}
            className="min-w-0 flex-1"
          />
          {searching ? (
            <Button variant="secondary" onClick={clearSearch} className="shrink-0">
              {HELP_TEXT.clearSearch}
            </Button>
          ) : null}
        </div>

        <fieldset className="mt-4">
          <legend className={fieldLabelClasses}>Topics</legend>
          <div className="flex flex-wrap gap-2">
            {FAQ_CATEGORIES.map((topic) => {
              const selected = topic === category;
              return (
                <button
                  key={topic}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setCategory(topic)}
                  className={cn(
                    'inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                    selected
                      ? 'bg-indigo-600 text-white ring-indigo-600'
                      : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                  )}
                >
                  {FAQ_CATEGORY_LABELS[topic]}
                  <span
                    aria-hidden="true"
                    className={cn(
                      'rounded-full px-1.5 text-xs',
                      selected ? 'bg-indigo-800 text-white' : 'bg-slate-100 text-slate-600',
                    )}
                  >
                    {counts[topic]}
                  </span>
                  <span className="sr-only">
                    ({counts[topic]} {counts[topic] === 1 ? 'question' : 'questions'})
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>
      </form>

      <p id={countId} role="status" className="text-sm font-medium text-slate-700">
        {faqResultText(results.length, query, category)}
      </p>

      {results.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{HELP_TEXT.noResults}</h2>
          <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
            {searching
              ? `No question${category === 'all' ? '' : ` in ${FAQ_CATEGORY_LABELS[category]}`} matches "${query.trim()}". Try other words, or ask us directly.`
              : 'There are no questions in this topic yet.'}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {category !== 'all' && counts.all > 0 ? (
              <Button variant="secondary" onClick={() => setCategory('all')}>
                Search all topics ({counts.all})
              </Button>
            ) : null}
            <ButtonLink to={paths.contact}>Contact Us</ButtonLink>
          </div>
        </div>
      ) : (
        groups.map((group) => (
          <TitledSection
            key={group.topic}
            headingId={`faq-topic-${group.topic}`}
            title={FAQ_CATEGORY_LABELS[group.topic]}
            headingClassName="text-lg font-semibold tracking-tight text-slate-900"
          >
            <ul className="mt-3 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              {group.entries.map((entry) => (
                <FaqItem
                  key={entry.id}
                  entry={entry}
                  open={open.has(entry.id)}
                  onToggle={() => toggle(entry.id)}
                />
              ))}
            </ul>
          </TitledSection>
        ))
      )}

      <TitledSection
        headingId="help-contact"
        title="Still need help?"
        headingClassName="text-lg font-semibold text-slate-900"
        className="rounded-2xl bg-indigo-50 px-5 py-6 ring-1 ring-indigo-100 sm:px-8"
      >
        <p className="mt-2 text-sm text-slate-700">
          Send us a message or write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={textLinkClasses}>
            {SUPPORT_EMAIL}
          </a>
          . Support replies within 24 hours, Monday to Friday.
        </p>
        <div className="mt-4">
          <ButtonLink to={paths.contact}>Contact Us</ButtonLink>
        </div>
      </TitledSection>
    </div>
  );
}
