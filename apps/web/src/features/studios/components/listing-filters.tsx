import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { formatHour, istHour, istToday } from '@studio-hive/domain';
import { fieldLabelClasses, inputClasses } from '../../../components/ui/field-classes';
import { SearchInput } from '../../../components/ui/search-input';
import { cn } from '../../../lib/cn';
import type { FreeTimeFields } from '../hooks/use-listing-filters';
import { LISTING_MESSAGES } from './listing-messages';

/** Durations the hours filter offers (a longer one from a shared link is kept). */
const FREE_TIME_HOUR_OPTIONS = 12;

/** A filter with its label above it. */
function Filter({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClasses}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The listing's filters (docs/product.md#studio-listing): the search box, the city and the free time (a date, a
 * start time and how many hours). Enter in the search box searches at once (`onSearch`).
 */
export function ListingFilters({
  searchText,
  onSearchText,
  searchRef,
  onSearch,
  city,
  cityOptions,
  onCity,
  freeTime,
  onFreeTime,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  searchRef: Ref<HTMLInputElement>;
  onSearch: () => void;
  city: string;
  cityOptions: readonly string[];
  onCity: (city: string) => void;
  freeTime: FreeTimeFields;
  onFreeTime: (change: Partial<FreeTimeFields>) => void;
}) {
  const searchId = useId();
  const cityId = useId();
  const dateId = useId();
  const startId = useId();
  const hoursId = useId();
  const freeTimeHintId = useId();
  const now = new Date();
  const today = istToday(now);
  const { date, start, hours } = freeTime;
  const maxHours = start === null ? FREE_TIME_HOUR_OPTIONS : 24 - start;
  const hourOptions = Array.from(
    { length: Math.max(Math.min(FREE_TIME_HOUR_OPTIONS, maxHours), hours) },
    (_, i) => i + 1,
  ).filter((option) => option <= maxHours);
  const freeTimeHint =
    date && start === null
      ? 'Choose a start time to see the studios free then.'
      : !date && start !== null
        ? 'Choose a date to see the studios free then.'
        : '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };

  return (
    <form
      role="search"
      aria-label="Studios"
      onSubmit={onSubmit}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-6 sm:p-5 lg:grid-cols-[minmax(0,1fr)_12rem_10.5rem_9rem_7.5rem]"
    >
      <Filter id={searchId} label="Search" className="col-span-2 sm:col-span-4 lg:col-span-1">
        <SearchInput
          ref={searchRef}
          id={searchId}
          name="q"
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
          placeholder="Studio name or description"
          enterKeyHint="search"
          maxLength={100}
        />
      </Filter>
      <Filter id={cityId} label="City" className="col-span-2 lg:col-span-1">
        <select
          id={cityId}
          name="city"
          value={city}
          onChange={(event) => onCity(event.target.value)}
          className={inputClasses(false)}
        >
          <option value="">{LISTING_MESSAGES.allCities}</option>
          {cityOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Filter>
      {/* Search by free time: a date, a start time and how many hours. */}
      <Filter id={dateId} label="Date" className="col-span-2 lg:col-span-1">
        <input
          id={dateId}
          type="date"
          name="date"
          value={date}
          min={today}
          onChange={(event) => {
            const value = event.target.value;
            // A typed date before today is not searched (the server would refuse it).
            if (value === '' || value >= today) onFreeTime({ date: value });
          }}
          aria-describedby={freeTimeHint ? freeTimeHintId : undefined}
          className={cn(inputClasses(false), 'min-w-0')}
        />
      </Filter>
      <Filter id={startId} label="Start time" className="sm:col-span-2 lg:col-span-1">
        <select
          id={startId}
          name="start"
          value={start === null ? '' : String(start)}
          onChange={(event) =>
            onFreeTime({ start: event.target.value === '' ? null : Number(event.target.value) })
          }
          aria-describedby={freeTimeHint ? freeTimeHintId : undefined}
          className={inputClasses(false)}
        >
          <option value="">Any time</option>
          {Array.from({ length: 24 }, (_, hour) => (
            // Today, hours that have begun are over (IST).
            <option
              key={hour}
              value={hour}
              disabled={date === today && hour <= istHour(now) && hour !== start}
            >
              {formatHour(hour)}
            </option>
          ))}
        </select>
      </Filter>
      <Filter id={hoursId} label="Hours" className="sm:col-span-2 lg:col-span-1">
        <select
          id={hoursId}
          name="hours"
          value={String(hours)}
          onChange={(event) => onFreeTime({ hours: Number(event.target.value) })}
          disabled={start === null}
          className={inputClasses(false)}
        >
          {hourOptions.map((option) => (
            <option key={option} value={option}>
              {option === 1 ? '1 hour' : `${option} hours`}
            </option>
          ))}
        </select>
      </Filter>
      {freeTimeHint ? (
        <p id={freeTimeHintId} className="col-span-full text-sm text-slate-600">
          {freeTimeHint}
        </p>
      ) : null}
    </form>
  );
}
