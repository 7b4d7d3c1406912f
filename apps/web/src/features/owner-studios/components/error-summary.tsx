import { Alert } from '../../../components/ui/alert';
import type { StudioFormErrors } from './studio-form-types';

/** Fields in the order of the form's sections. */
const FIELD_ORDER = [
  'name',
  'area',
  'description',
  'rules',
  'instagramUsername',
  'youtubeLinks',
  'operationalHours',
  'minimumDurationHours',
  'bookingMode',
  'cancellationHours',
  'contactPhone',
  'depositValue',
  'upiId',
  'amenities',
  'equipments',
  'packages',
  'addons',
  'location',
  'availability',
  'images',
  'existingImages',
] as const;

/** The first message in an error tree (a list's own message before its items'). */
function firstMessage(node: unknown): string | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const record = node as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message !== '') return record.message;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ref' || key === 'type' || key === 'types' || key === 'message') continue;
    const message = firstMessage(value);
    if (message) return message;
  }
  return undefined;
}

/** The form's alert: the first problem, in the order of the sections, while any is left. */
function firstFormError(errors: StudioFormErrors): string | undefined {
  for (const field of FIELD_ORDER) {
    const message = firstMessage(errors[field]);
    if (message) return message;
  }
  return undefined;
}

export function ErrorSummary({ errors }: { errors: StudioFormErrors }) {
  const message = firstFormError(errors);
  return message ? <Alert>{message}</Alert> : null;
}
