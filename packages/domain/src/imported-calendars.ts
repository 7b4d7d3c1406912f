import { z } from 'zod';
import { parseCalendarAddress } from './calendar-address';
import {
  CALENDAR_ADDRESS_MAX,
  CALENDAR_LABEL_MAX,
  IMPORTED_CALENDAR_MESSAGES as M,
} from './imported-calendar-messages';
import { isSafeName } from './text-safety';

/**
 * POST /studio/:id/calendars (docs/api.md#imported-calendars, decision 048): the address of an
 * iCalendar file and a label the owner tells it by. The route and the owner's form check it
 * alike; whether the address leads to a refused network is known only when the API connects.
 */
export const importedCalendarRequestSchema = z.object({
  url: z
    .string({ error: M.addressRequired })
    .trim()
    .min(1, M.addressRequired)
    .max(CALENDAR_ADDRESS_MAX, M.addressTooLong)
    .refine((text) => parseCalendarAddress(text).ok, M.invalidAddress),
  label: z
    .string({ error: M.labelRequired })
    .trim()
    .min(1, M.labelRequired)
    .max(CALENDAR_LABEL_MAX, M.labelTooLong)
    .refine(isSafeName, M.labelUnsafe),
});
export type ImportedCalendarRequest = z.infer<typeof importedCalendarRequestSchema>;
