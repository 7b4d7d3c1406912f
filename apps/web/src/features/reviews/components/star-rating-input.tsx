import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { RATING_MAX, RATING_MIN } from '@studio-hive/domain';
import { STAR_PATH } from '../../../components/ui/star-rating';
import { fieldLabelClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

export const starLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/** Our words for each number of stars, shown beside the stars once one is chosen. */
const RATING_WORDS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

type StarRatingInputProps = {
  /** 0: no star chosen yet. */
  value: number;
  onChange: (value: number) => void;
  label: string;
  error?: string | undefined;
  /** A message under the stars that is not (yet) an error, such as why Submit is disabled. */
  hint?: string | null | undefined;
  name?: string;
  onBlur?: () => void;
};

/**
 * Choosing 1 to 5 stars (docs/product.md#reviews): a group of native radio buttons, each named
 * "N stars", shown as stars. Arrow keys move and choose (right and up for more stars), Home and
 * End jump to 1 and 5; the focused star has a visible ring.
 */
export function StarRatingInput({
  value,
  onChange,
  label,
  error,
  hint,
  name,
  onBlur,
}: StarRatingInputProps) {
  const id = useId();
  const [hovered, setHovered] = useState(0);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const shown = hovered || value;
  const message = error ?? hint ?? null;

  const choose = (stars: number) => {
    onChange(stars);
    inputs.current[stars - RATING_MIN]?.focus();
  };

  // Handled here rather than left to the browser: the same steps everywhere, also from "none".
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const current = value || 0;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? Math.min(RATING_MAX, Math.max(RATING_MIN, current + 1))
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? Math.max(RATING_MIN, current - 1)
          : event.key === 'Home'
            ? RATING_MIN
            : event.key === 'End'
              ? RATING_MAX
              : null;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div>
      <p id={`${id}-label`} className={fieldLabelClasses}>
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-describedby={message ? `${id}-message` : undefined}
          aria-invalid={error ? true : undefined}
          aria-required="true"
          className="flex"
          onMouseLeave={() => setHovered(0)}
        >
          {STARS.map((stars) => {
            const lit = stars <= shown;
            return (
              <label
                key={stars}
                onMouseEnter={() => setHovered(stars)}
                className={cn(
                  'cursor-pointer rounded-md p-1 transition-colors',
                  'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-indigo-600',
                )}
              >
                <input
                  ref={(element) => {
                    inputs.current[stars - RATING_MIN] = element;
                  }}
                  type="radio"
                  name={name ?? `${id}-rating`}
                  value={stars}
                  checked={value === stars}
                  // With none chosen the first star takes the focus; after that the chosen one.
                  tabIndex={value === stars || (value === 0 && stars === RATING_MIN) ? 0 : -1}
                  onChange={() => onChange(stars)}
                  onKeyDown={onKeyDown}
                  onBlur={onBlur}
                  aria-label={starLabel(stars)}
                  className="sr-only"
                />
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={cn(
                    'size-8 transition-colors sm:size-7',
                    lit ? 'fill-amber-400' : 'fill-slate-300',
                  )}
                >
                  <path d={STAR_PATH} />
                </svg>
              </label>
            );
          })}
        </div>
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {shown ? `${shown}/${RATING_MAX} · ${RATING_WORDS[shown]}` : 'Select a rating'}
        </span>
      </div>
      {message ? (
        <p
          id={`${id}-message`}
          role={error ? 'alert' : undefined}
          className={cn('mt-1.5 text-sm font-medium', error ? 'text-rose-700' : 'text-slate-600')}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
