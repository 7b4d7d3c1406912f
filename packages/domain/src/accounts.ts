import { z } from 'zod';
import { ROLES, SIGNUP_ROLES } from './roles';

/**
 * Account schemas: one per operation, used by the API routes (authoritative), the web forms
 * (react-hook-form resolver) and the web app's response parsing. Messages are spec section 5.
 */

/** Signup and password codes: 6 digits, valid 10 minutes, void after 5 wrong tries. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const SIGNUP_PASSWORD_MIN_LENGTH = 6;
export const RESET_PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a client cannot make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_DIGITS = 10;

/** Labels of the signup userType choices (spec section 5). */
export const SIGNUP_ROLE_LABELS = {
  customer: 'Book Studios (Content creator)',
  owner: 'List My Studios (Studio Partner)',
} as const;

/**
 * The WHATWG e-mail shape (what browsers accept for type=email) with a dot in the domain. Its
 * parts cannot overlap, so it runs in linear time on any input, and it refuses the commas, angle
 * brackets, quotes and spaces that mail libraries would read as several addresses.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const EMAIL_MAX_LENGTH = 254;
/** At least one lowercase, one uppercase, one digit and one of @$!%*?& (spec section 5). */
const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{8,}$/;
/** Control characters (NUL among them, which PostgreSQL cannot store) never belong in a name. */
const CONTROL_CHARACTERS = /\p{Cc}/u;
/**
 * Invisible format characters never belong in a name either: bidi overrides, embeddings and
 * isolates (they make 'Meera' + U+202E + 'txt.exe' read backwards), zero-width spaces, word
 * joiners, byte order marks (issue 8). The zero-width (non-)joiner is kept after a letter or
 * sign of an Indian script, where it shapes conjuncts (क्‍ष); anywhere else it is refused.
 */
const INVISIBLE_CHARACTERS = /(?![\u200C\u200D])\p{Cf}|(?<![\u0900-\u0DFF])[\u200C\u200D]/u;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * E-mails are compared case-insensitively: trimmed and stored lower-cased. The length check
 * aborts, so the pattern never runs on an oversized value.
 */
const email = (requiredMessage = 'Email is required') =>
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

export const loginRequestSchema = z.object({
  email: email(),
  password: requiredPassword,
  userType: z.enum(ROLES, { error: 'User type is required' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signupRequestSchema = z.object({
  name: requiredText('Name is required').pipe(
    z
      .string()
      .max(100, { message: 'Name must be at most 100 characters', abort: true })
      .refine(
        (name) => !CONTROL_CHARACTERS.test(name) && !INVISIBLE_CHARACTERS.test(name),
        'Name must contain only printable characters',
      ),
  ),
  email: email(),
  password: requiredPassword.pipe(
    z.string().min(SIGNUP_PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters'),
  ),
  phone: requiredText('Phone number is required').pipe(
    z.string().regex(/^\d{10}$/, 'Phone number must be 10 digits'),
  ),
  userType: z.enum(SIGNUP_ROLES, { error: 'Please choose how you will use Studio Hive' }),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** The signup screen adds a confirmation that never leaves the browser. */
export const signupFormSchema = signupRequestSchema
  .extend({ confirmPassword: z.string({ error: 'Please confirm your password' }) })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignupForm = z.input<typeof signupFormSchema>;

export const verifyOtpRequestSchema = z.object({
  email: email(),
  emailOtp: otp('Email OTP is required'),
  phoneOtp: otp('Phone OTP is required'),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: email('Email is required.') });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const PASSWORD_OTP_MESSAGE = 'Please enter a valid 6-digit OTP.';
export const verifyPasswordOtpRequestSchema = z.object({
  email: email(),
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

/** The only user shape that leaves the server: never a password, hash or code (API.md). */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/*
 * Answers of the account endpoints (API.md), declared once: the API's response schemas and the
 * web app's parsing of what it receives.
 */

/** Answer of login and OTP verification: a session. */
export const authResultSchema = z.object({
  token: z.string(),
  role: z.enum(ROLES),
  user: publicUserSchema,
});
export type AuthResult = z.infer<typeof authResultSchema>;

/** Answer of signup, forgot-password, reset-password (and later every `{message}` write). */
export const messageResultSchema = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof messageResultSchema>;

/** Answer of GET /user/me: the signed-in user as the server knows them now. */
export const meResultSchema = z.object({ user: publicUserSchema });
export type MeResult = z.infer<typeof meResultSchema>;

/** Answer of POST /user/verify-password-otp: the single-use token for reset-password. */
export const resetTokenResultSchema = z.object({ resetToken: z.string().min(1) });
export type ResetTokenResult = z.infer<typeof resetTokenResultSchema>;
