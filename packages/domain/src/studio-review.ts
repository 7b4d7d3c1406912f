import { z } from 'zod';
import { isSafeText } from './text-safety';

/**
 * An admin's review of a submitted studio (docs/product.md#studio-lifecycle and docs/product.md#roles): Approve, or Deny, which
 * removes it. A denial may carry a reason the owner reads in their e-mail; docs/product.md has no field
 * for it, so it is optional and every client that sends no body keeps working.
 */

export const DENY_REASON_MIN_LENGTH = 3;
export const DENY_REASON_MAX_LENGTH = 500;

export const STUDIO_REVIEW_MESSAGES = {
  reasonTooShort: `The reason must be at least ${DENY_REASON_MIN_LENGTH} characters, or left empty.`,
  reasonTooLong: `The reason can be at most ${DENY_REASON_MAX_LENGTH} characters.`,
  reasonInvalid: 'The reason contains characters that are not allowed.',
} as const;

/**
 * DELETE /admin/studios/:id/deny's optional JSON body. An empty or blank reason is no reason;
 * line breaks are allowed (it is quoted in the owner's e-mail), other control characters not.
 */
export const denyStudioRequestSchema = z.object({
  reason: z
    .string({ error: STUDIO_REVIEW_MESSAGES.reasonInvalid })
    .trim()
    .max(DENY_REASON_MAX_LENGTH, { message: STUDIO_REVIEW_MESSAGES.reasonTooLong, abort: true })
    .refine(
      (value) => value === '' || value.length >= DENY_REASON_MIN_LENGTH,
      STUDIO_REVIEW_MESSAGES.reasonTooShort,
    )
    .refine((value) => isSafeText(value, { multiline: true }), STUDIO_REVIEW_MESSAGES.reasonInvalid)
    .transform((value) => value || undefined)
    .optional(),
});
export type DenyStudioRequest = z.infer<typeof denyStudioRequestSchema>;
export type DenyStudioFormInput = z.input<typeof denyStudioRequestSchema>;

/**
 * PUT /admin/studios/:id/changes/approve's optional JSON body: when the change the admin reviewed
 * was submitted (its `pendingChange.submittedAt`), so a change the owner replaced meanwhile is
 * not approved unseen (decision 030).
 */
export const approveStudioChangesRequestSchema = z.object({
  submittedAt: z.iso
    .datetime({ offset: true, error: 'submittedAt must be the time the change was submitted.' })
    .optional(),
});
export type ApproveStudioChangesRequest = z.infer<typeof approveStudioChangesRequestSchema>;
