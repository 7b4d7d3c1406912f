import {
  formatBookingHours,
  formatSessionDate,
  SESSION_SEPARATOR,
  type Booking,
} from '@studio-hive/domain';

/**
 * A booked session as every list and dashboard shows it: 'Sat, 28 Nov 2026 · 6:00 PM - 8:00 PM'
 * (the domain's formatSession, word for word). The day and each range of hours stay on one line
 * each, so a narrow column wraps between them rather than inside a time.
 */
export function SessionLabel({ date, hours }: { date: string; hours: readonly number[] }) {
  const ranges = formatBookingHours(hours).split(', ');
  return (
    <>
      <time dateTime={date} className="whitespace-nowrap">
        {formatSessionDate(date)}
      </time>
      {SESSION_SEPARATOR}
      {ranges.map((range, i) => (
        <span key={range} className="whitespace-nowrap">
          {range}
          {i < ranges.length - 1 ? ', ' : ''}
        </span>
      ))}
    </>
  );
}

/** The Date & Time cell of the bookings lists and the dashboards' tables. */
export function SessionCell({ booking }: { booking: Booking }) {
  return (
    <p className="font-medium text-slate-900">
      <SessionLabel date={booking.date} hours={booking.hours} />
    </p>
  );
}
