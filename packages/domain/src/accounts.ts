import { z } from 'zod';
import { PHONE_DIGITS, phoneField } from './phone';
import { ROLES, SIGNUP_ROLES, type Role } from './roles';

/**
 * Account requests: one schema per operation, used by the API routes (authoritative) and the web
 * forms (react-hook-form resolver). Messages are docs/product.md#account-validation. The responses are in
 * account-responses.ts.
 */

/** Signup and password codes: 6 digits, valid 10 minutes, void after 5 wrong tries. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const SIGNUP_PASSWORD_MIN_LENGTH = 6;
export const RESET_PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a client cannot make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

/** Labels of the signup userType choices (docs/product.md#account-validation). */
export const SIGNUP_ROLE_LABELS = {
  customer: 'Book Studios (Content creator)',
  owner: 'List My Studios (Studio Partner)',
} as const;

/**
 * A right password on another role's login screen (docs/product.md#screens: one screen per role) is
 * told which screen to use. The password is proven first, so naming the account's role tells
 * nothing to someone who does not know it; a wrong password keeps the one generic response.
 */
export const WRONG_LOGIN_PAGE_MESSAGES: Readonly<Record<Role, string>> = {
  customer: 'This is a customer account. Please sign in on the Customer Login page.',
  owner: 'This is a studio owner account. Please sign in on the Studio Owner page.',
  admin: 'This is an admin account. Please sign in on the Admin page.',
};

/**
 * The WHATWG e-mail shape (what browsers accept for type=email) with a dot in the domain. Its
 * parts cannot overlap, so it runs in linear time on any input, and it refuses the commas, angle
 * brackets, quotes and spaces that mail libraries would read as several addresses.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const EMAIL_MAX_LENGTH = 254;
/** At least one lowercase, one uppercase, one digit and one of @$!%*?& (docs/product.md#account-validation). */
const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{8,}$/;
/** Control characters (NUL among them, which PostgreSQL cannot store) never belong in a name. */
const CONTROL_CHARACTERS = /\p{Cc}/u;
/**
 * Invisible format characters never belong in a name either: bidi overrides, embeddings and
 * isolates (they make 'Meera' + U+202E + 'txt.exe' read backwards), zero-width spaces, word
 * joiners, byte order marks (decision 003). The zero-width (non-)joiner is kept after a letter or
 * sign of an Indian script, where it shapes conjuncts (क्‍ष); anywhere else it is refused.
 */
const INVISIBLE_CHARACTERS = /(?![\u200C\u200D])\p{Cf}|(?<![\u0900-\u0DFF])[\u200C\u200D]/u;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * E-mails are compared case-insensitively: trimmed and stored lower-cased. The length check
 * aborts, so the pattern never runs on an oversized value. Every form with an e-mail uses it
 * (accounts, contact).
 */
export const emailField = (requiredMessage = 'Email is required') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .max(EMAIL_MAX_LENGTH, { message: 'Email is invalid', abort: true })
    .regex(EMAIL_PATTERN, 'Email is invalid')
    .toLowerCase();

const requiredPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const otp = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(/^\d+$/, 'OTP must contain only digits')
    .length(OTP_LENGTH, `OTP must be exactly ${OTP_LENGTH} digits`);

/** Longest name we keep (accounts, contact messages, studio inquiries). */
export const PERSON_NAME_MAX_LENGTH = 100;

/**
 * A person's name: trimmed, required, at most 100 characters, printable only (no control or
 * invisible format characters, see above). Every form that asks for a name uses it.
 */
export const personNameField = (requiredMessage = 'Name is required') =>
  requiredText(requiredMessage).pipe(
    z
      .string()
      .max(PERSON_NAME_MAX_LENGTH, {
        message: `Name must be at most ${PERSON_NAME_MAX_LENGTH} characters`,
        abort: true,
      })
      .refine(
        (name) => !CONTROL_CHARACTERS.test(name) && !INVISIBLE_CHARACTERS.test(name),
        'Name must contain only printable characters',
      ),
  );

export const loginRequestSchema = z.object({
  email: emailField(),
  password: requiredPassword,
  userType: z.enum(ROLES, { error: 'User type is required' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signupRequestSchema = z.object({
  name: personNameField(),
  email: emailField(),
  password: requiredPassword.pipe(
    z.string().min(SIGNUP_PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters'),
  ),
  // docs/product.md#account-validation: 10 digits, however they were typed or pasted ('+91 98765 43210').
  phone: phoneField({
    required: 'Phone number is required',
    invalid: `Phone number must be ${PHONE_DIGITS} digits`,
  }),
  userType: z.enum(SIGNUP_ROLES, { error: 'Please choose how you will use Studio Hive' }),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** The password typed twice must be the same. */
const matchingConfirmation = z
  .object({ password: z.unknown(), confirmPassword: z.unknown() })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/**
 * The signup screen adds a confirmation that never leaves the browser. It is checked beside the
 * fields (an intersection runs both sides), not after them: a refine on the object would be
 * skipped while any field is wrong, and the form is to show every problem at once.
 */
export const signupFormSchema = z.intersection(
  signupRequestSchema.extend({
    confirmPassword: z.string({ error: 'Please confirm your password' }),
  }),
  matchingConfirmation,
);
export type SignupForm = z.input<typeof signupFormSchema>;

export const verifyOtpRequestSchema = z.object({
  email: emailField(),
  emailOtp: otp('Email OTP is required'),
  phoneOtp: otp('Phone OTP is required'),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField('Email is required.') });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const PASSWORD_OTP_MESSAGE = 'Please enter a valid 6-digit OTP.';
export const verifyPasswordOtpRequestSchema = z.object({
  email: emailField(),
  otp: z
    .string({ error: PASSWORD_OTP_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, PASSWORD_OTP_MESSAGE),
});
export type VerifyPasswordOtpRequest = z.infer<typeof verifyPasswordOtpRequestSchema>;

const STRONG_PASSWORD_MESSAGE =
  'Password must be 8+ characters and include uppercase, lowercase, number, and symbol.';
const newPassword = z
  .string({ error: STRONG_PASSWORD_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .regex(STRONG_PASSWORD_PATTERN, STRONG_PASSWORD_MESSAGE);

export const resetPasswordRequestSchema = z.object({
  token: requiredText('The reset link is missing. Please start again.').pipe(
    z.string().max(200, 'The reset link is invalid. Please start again.'),
  ),
  newPassword,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The reset screen: new password twice (the token travels in navigation state). */
export const resetPasswordFormSchema = z
  .object({ newPassword, confirmPassword: z.string({ error: 'Please confirm your password' }) })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
