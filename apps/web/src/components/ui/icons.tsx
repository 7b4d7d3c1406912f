/**
 * Small line icons, drawn with round ends in the colour and size `className` gives (a stroke class
 * and `fill-none`). Decorative: the control or text beside each one says what it means.
 */
type IconProps = { className: string; strokeWidth?: string };

/** The icon drawn by `path` in a box of `size` units, with a stroke of `defaultStrokeWidth`. */
function lineIcon(size: 20 | 24, path: string, defaultStrokeWidth: string) {
  return function LineIcon({ className, strokeWidth = defaultStrokeWidth }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${size} ${size}`}
        className={className}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    );
  };
}

/** ⌄, turned up by the caller's class while what it opens is open. */
export const ChevronDownIcon = lineIcon(20, 'M5 8l5 5 5-5', '1.8');

/** ‹ and ›: the previous and the next photo. */
export const ChevronLeftIcon = lineIcon(24, 'M15 6l-6 6 6 6', '2');
export const ChevronRightIcon = lineIcon(24, 'M9 6l6 6-6 6', '2');

/** ✓: an item a studio offers, a verified review. */
export const CheckIcon = lineIcon(20, 'M4 10.5l4 4 8-9', '2.2');

/** ✕: closes a view or removes an item. */
export const CloseIcon = lineIcon(24, 'M6 6l12 12M18 6 6 18', '2');

/** +: adds something (a booking at a free hour of the week view). */
export const PlusIcon = lineIcon(20, 'M10 4v12M4 10h12', '2');

/** A clock: waiting for a decision (a request in the week view). */
export const ClockIcon = lineIcon(20, 'M10 6v4l2.5 2M17 10a7 7 0 1 1-14 0 7 7 0 0 1 14 0Z', '1.8');

/** ₹: money to arrive (a booking awaiting its deposit in the week view). */
export const RupeeIcon = lineIcon(20, 'M6 4h8M6 8h8M6 4h2.5a4 4 0 0 1 0 8H6l6.5 5', '1.8');
