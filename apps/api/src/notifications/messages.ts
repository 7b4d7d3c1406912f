import { BRAND_NAME, OTP_TTL_MINUTES } from '@studio-hive/domain';
import type { OutgoingMessage } from './notifier';

/**
 * The texts of every e-mail and SMS the product sends: plain, branded, and saying how long a
 * code is valid. Kept apart from delivery so they can be read and tested on their own.
 */

/** Indian mobile numbers are stored as 10 digits; gateways expect E.164. */
export const toE164India = (phone: string) => `+91${phone}`;

export function signupCodesMessages(input: {
  name: string;
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
        `Hello ${input.name},`,
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
