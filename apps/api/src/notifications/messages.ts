import { BRAND_NAME, OTP_TTL_MINUTES } from '@studio-hive/domain';
import type { OutgoingMessage } from './notifier';

/**
 * The texts of every e-mail and SMS the product sends: plain, branded, and saying how long a
 * code is valid. Kept apart from delivery so they can be read and tested on their own.
 */

/** Indian mobile numbers are stored as 10 digits; gateways expect E.164. */
export const toE164India = (phone: string) => `+91${phone}`;

/**
 * The signup codes. The address is not verified yet, so the mail carries nothing the person who
 * signed up wrote (no name): anyone can sign up with someone else's e-mail (issue 8, hole 5).
 */
export function signupCodesMessages(input: {
  email: string;
  phone: string;
  emailCode: string;
  phoneCode: string;
}): OutgoingMessage[] {
  return [
    {
      channel: 'email',
      to: input.email,
      subject: `${BRAND_NAME}: your email verification code`,
      text: [
        'Hello,',
        '',
        `Welcome to ${BRAND_NAME}. Your email verification code is:`,
        '',
        `    ${input.emailCode}`,
        '',
        `It is valid for ${OTP_TTL_MINUTES} minutes. We also sent a separate code to your phone; enter both to finish signing up.`,
        '',
        'If you did not sign up, you can ignore this message.',
        '',
        `— The ${BRAND_NAME} team`,
      ].join('\n'),
    },
    {
      channel: 'sms',
      to: toE164India(input.phone),
      text: `${input.phoneCode} is your ${BRAND_NAME} phone verification code. Valid for ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`,
    },
  ];
}

export function passwordResetMessage(input: {
  name: string;
  email: string;
  code: string;
}): OutgoingMessage {
  return {
    channel: 'email',
    to: input.email,
    subject: `${BRAND_NAME}: your password reset code`,
    text: [
      `Hello ${input.name},`,
      '',
      `Someone (hopefully you) asked to reset the password of your ${BRAND_NAME} account. Your code is:`,
      '',
      `    ${input.code}`,
      '',
      `It is valid for ${OTP_TTL_MINUTES} minutes. If you did not ask for this, ignore this message: your password stays as it is.`,
      '',
      `— The ${BRAND_NAME} team`,
    ].join('\n'),
  };
}

/**
 * To the owner of a verified account when wrong passwords paused its sign-ins (decision 003).
 * Sent at most once an hour per account.
 */
export function signInsPausedMessage(input: {
  name: string;
  email: string;
  minutes: number;
}): OutgoingMessage {
  return {
    channel: 'email',
    to: input.email,
    subject: `${BRAND_NAME}: several wrong passwords were tried for your account`,
    text: [
      `Hello ${input.name},`,
      '',
      `Several wrong passwords were just tried for your ${BRAND_NAME} account, so we paused sign-ins from new places for ${input.minutes} minute${input.minutes === 1 ? '' : 's'}. Where you have signed in before, you can still sign in as usual.`,
      '',
      'If this was you, wait a moment and try again, or reset your password with "Forgot password". If it was not you, your password kept them out; if you use the same password anywhere else, change it.',
      '',
      `— The ${BRAND_NAME} team`,
    ].join('\n'),
  };
}
