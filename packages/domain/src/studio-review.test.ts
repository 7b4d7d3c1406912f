import { describe, expect, it } from 'vitest';
import {
  DENY_REASON_MAX_LENGTH,
  denyStudioRequestSchema,
  STUDIO_REVIEW_MESSAGES,
} from './studio-review';

const messageOf = (input: unknown) => {
  const result = denyStudioRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('denyStudioRequestSchema', () => {
  it('takes no reason, an empty one or a blank one as no reason', () => {
    expect(denyStudioRequestSchema.parse({})).toEqual({});
    expect(denyStudioRequestSchema.parse({ reason: '' }).reason).toBeUndefined();
    expect(denyStudioRequestSchema.parse({ reason: '   ' }).reason).toBeUndefined();
  });

  it('keeps a trimmed reason, line breaks included', () => {
    expect(
      denyStudioRequestSchema.parse({ reason: '  Photos are blurry.\nAddress missing. ' }),
    ).toEqual({ reason: 'Photos are blurry.\nAddress missing.' });
    expect(denyStudioRequestSchema.parse({ reason: 'abc' }).reason).toBe('abc');
    const longest = 'x'.repeat(DENY_REASON_MAX_LENGTH);
    expect(denyStudioRequestSchema.parse({ reason: longest }).reason).toBe(longest);
  });

  it('refuses a reason too short, too long, with control characters or not text', () => {
    expect(messageOf({ reason: 'no' })).toBe(STUDIO_REVIEW_MESSAGES.reasonTooShort);
    expect(messageOf({ reason: 'x'.repeat(DENY_REASON_MAX_LENGTH + 1) })).toBe(
      STUDIO_REVIEW_MESSAGES.reasonTooLong,
    );
    expect(messageOf({ reason: 'Bad\u0000photos' })).toBe(STUDIO_REVIEW_MESSAGES.reasonInvalid);
    expect(messageOf({ reason: 'Bad \u202Ephotos' })).toBe(STUDIO_REVIEW_MESSAGES.reasonInvalid);
    expect(messageOf({ reason: 42 })).toBe(STUDIO_REVIEW_MESSAGES.reasonInvalid);
  });
});
