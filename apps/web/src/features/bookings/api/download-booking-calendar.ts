import { useMutation } from '@tanstack/react-query';
import type { Booking } from '@studio-hive/domain';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /booking/:id/calendar.ics (its customer or the studio's owner) → the booking's .ics. */
export function downloadBookingCalendar(bookingId: string) {
  return apiDownload(`/booking/${encodeURIComponent(bookingId)}/calendar.ics`);
}

/** The name the file gets when the server did not give one. */
const calendarFallbackName = (bookingId: string) =>
  `studio-hive-booking-${bookingId.slice(0, 8)}.ics`;

/** Downloads a booking's calendar file and saves it where the browser keeps downloads. */
export function useDownloadBookingCalendar({ onError }: { onError?: (error: Error) => void } = {}) {
  return useMutation({
    mutationFn: async (booking: Booking) => {
      const file = await downloadBookingCalendar(booking._id);
      saveFile(file.blob, file.filename ?? calendarFallbackName(booking._id));
    },
    onError: (error) => onError?.(error),
  });
}
