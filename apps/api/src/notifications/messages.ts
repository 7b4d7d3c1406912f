import type { OutgoingMessage } from './notifier';

/**
 * The texts of every e-mail and SMS the product sends: plain, branded, and saying how long a
 * code is valid. Kept apart from delivery so they can be read and tested on their own.
 */

type Brand = { brandName: string };

/** Indian mobile numbers are stored as 10 digits; gateways expect E.164. */
export const toE164India = (phone: string) => `+91${phone}`;

export function signupCodesMessages(
  input: Brand & {
    name: string;
    email: string;
    phone: string;
    emailCode: string;
    phoneCode: string;
    ttlMinutes: number;
  },
): OutgoingMessage[] {
  const { brandName, ttlMinutes } = input;
  return [
    {
      channel: 'email',
      to: input.email,
      subject: `${brandName}: your email verification code`,
      text: [
        `Hello ${input.name},`,
        '',
        `Welcome to ${brandName}. Your email verification code is:`,
        '',
        `    ${input.emailCode}`,
        '',
        `It is valid for ${ttlMinutes} minutes. We also sent a separate code to your phone; enter both to finish signing up.`,
        '',
        'If you did not sign up, you can ignore this message.',
        '',
        `— The ${brandName} team`,
      ].join('\n'),
    },
    {
      channel: 'sms',
      to: toE164India(input.phone),
      text: `${input.phoneCode} is your ${brandName} phone verification code. Valid for ${ttlMinutes} minutes. Do not share it with anyone.`,
    },
  ];
}

export function passwordResetMessage(
  input: Brand & { name: string; email: string; code: string; ttlMinutes: number },
): OutgoingMessage {
  const { brandName, ttlMinutes } = input;
  return {
    channel: 'email',
    to: input.email,
    subject: `${brandName}: your password reset code`,
    text: [
      `Hello ${input.name},`,
      '',
      `Someone (hopefully you) asked to reset the password of your ${brandName} account. Your code is:`,
      '',
      `    ${input.code}`,
      '',
      `It is valid for ${ttlMinutes} minutes. If you did not ask for this, ignore this message: your password stays as it is.`,
      '',
      `— The ${brandName} team`,
    ].join('\n'),
  };
}
