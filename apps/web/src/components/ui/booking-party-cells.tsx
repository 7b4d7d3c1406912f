import type { Booking } from '@studio-hive/domain';
import { customerEmail, customerName, studioCity, studioName } from '../../lib/booking-labels';

/** An e-mail that wraps after its '@' rather than anywhere when the column is narrow. */
function Email({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** A booking's studio and city, or the product's fallbacks once the studio is gone. */
export function StudioCell({ booking }: { booking: Booking }) {
  return (
    <>
      <p className="font-semibold break-words text-slate-900">{studioName(booking)}</p>
      <p className="mt-0.5 text-sm text-slate-500">{studioCity(booking)}</p>
    </>
  );
}

/** A booking's customer and e-mail, or the product's fallbacks once the account is gone. */
export function CustomerCell({ booking }: { booking: Booking }) {
  return (
    <>
      <p className="font-medium break-words text-slate-900">{customerName(booking)}</p>
      <p className="mt-0.5 text-sm break-words text-slate-500">
        <Email email={customerEmail(booking)} />
      </p>
    </>
  );
}
