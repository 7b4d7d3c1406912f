import {
  ADD_BOOKING_TEXT,
  formatIndianMobile,
  whatsappLink,
  type Booking,
} from '@studio-hive/domain';
import { cn } from '../../lib/cn';
import {
  BOOKING_FALLBACKS,
  customerEmail,
  customerName,
  studioCity,
  studioName,
} from '../../lib/booking-labels';
import { textLinkClasses } from './text-link';

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

/**
 * A 10-digit Indian mobile number to call (a tel: link) or to write to on WhatsApp; `whose` names
 * the WhatsApp link for screen readers, since a list has one per row.
 */
export function PhoneLinks({ phone, whose }: { phone: string; whose: string }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm">
      <a href={`tel:+91${phone}`} className={cn(textLinkClasses, 'whitespace-nowrap')}>
        {formatIndianMobile(phone)}
      </a>
      <a
        href={whatsappLink(phone)}
        target="_blank"
        rel="noopener noreferrer"
        className={textLinkClasses}
      >
        WhatsApp<span className="sr-only"> {whose}</span>
      </a>
    </p>
  );
}

/** 'No longer listed' under a deleted studio's name, wherever a booking names its studio. */
export function StudioRemovedNote({ booking }: { booking: Booking }) {
  return booking.deletedStudio ? (
    <p className="mt-0.5 text-xs text-slate-500">{BOOKING_FALLBACKS.studioRemoved}</p>
  ) : null;
}

/**
 * A booking's studio and city, or the product's fallbacks once the studio is gone; its number
 * when the response carries it (its customer's view of a confirmed booking).
 */
export function StudioCell({ booking }: { booking: Booking }) {
  const phone = booking.studio?.contactPhone;
  return (
    <>
      <p className="font-semibold break-words text-slate-900">{studioName(booking)}</p>
      <p className="mt-0.5 text-sm text-slate-500">{studioCity(booking)}</p>
      <StudioRemovedNote booking={booking} />
      {phone ? <PhoneLinks phone={phone} whose={studioName(booking)} /> : null}
    </>
  );
}

/**
 * An offline booking's customer (docs/product.md#offline-bookings): the name its owner recorded,
 * with the phone and the note when the response carries them (the owner's view); no e-mail.
 */
function OfflineCustomerCell({ booking }: { booking: Booking }) {
  const phone = booking.offlineCustomer?.phone;
  return (
    <>
      <p className="font-medium break-words text-slate-900">{customerName(booking)}</p>
      {phone ? <PhoneLinks phone={phone} whose={customerName(booking)} /> : null}
      {booking.note ? (
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-600">
          <span className="font-medium">{ADD_BOOKING_TEXT.noteShort}:</span> {booking.note}
        </p>
      ) : null}
    </>
  );
}

/**
 * A booking's customer and e-mail, or the product's fallbacks once the account is gone; their
 * phone when the response carries it (the studio owner's view). An offline booking's customer
 * as its owner recorded them.
 */
export function CustomerCell({ booking }: { booking: Booking }) {
  if (booking.source === 'offline') return <OfflineCustomerCell booking={booking} />;
  const phone = booking.customer?.phone;
  return (
    <>
      <p className="font-medium break-words text-slate-900">{customerName(booking)}</p>
      <p className="mt-0.5 text-sm break-words text-slate-500">
        <Email email={customerEmail(booking)} />
      </p>
      {phone ? <PhoneLinks phone={phone} whose={customerName(booking)} /> : null}
    </>
  );
}
