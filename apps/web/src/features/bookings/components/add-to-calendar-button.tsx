import type { Booking } from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { messageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDownloadBookingCalendar } from '../api/download-booking-calendar';
import { studioName } from '../../../lib/booking-labels';

export const ADD_TO_CALENDAR_MESSAGES = {
  label: 'Add to calendar',
  pending: 'Downloading…',
  failed: 'Could not download the calendar file. Please try again.',
} as const;

/** Downloads the booking as an .ics file that any calendar app imports (decision 011). */
export function AddToCalendarButton({ booking }: { booking: Booking }) {
  const download = useDownloadBookingCalendar({
    onError: (error) => toast.error(messageOr(error, ADD_TO_CALENDAR_MESSAGES.failed)),
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => download.mutate(booking)}
      disabled={download.isPending}
      className="whitespace-nowrap"
    >
      {download.isPending ? ADD_TO_CALENDAR_MESSAGES.pending : ADD_TO_CALENDAR_MESSAGES.label}
      <span className="sr-only"> for the booking at {studioName(booking)}</span>
    </Button>
  );
}
