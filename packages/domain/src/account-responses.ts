import { z } from 'zod/mini';
import { ROLES } from './roles';

/**
 * Responses of the account endpoints (docs/api.md), declared once: the API's response schemas and the
 * web app's parsing of what it receives (and of the session it keeps).
 *
 * zod/mini only, never 'zod', and nothing else: the web app loads these schemas beside a page's
 * first request, not with the page (docs/decisions/014).
 */

/** The only user shape that leaves the server: never a password, hash or code (docs/api.md). */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Response of login and OTP verification: a session. */
export const authResultSchema = z.object({
  token: z.string(),
  role: z.enum(ROLES),
  user: publicUserSchema,
});
export type AuthResult = z.infer<typeof authResultSchema>;

/** Response of signup, forgot-password, reset-password (and later every `{message}` write). */
export const messageResultSchema = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof messageResultSchema>;

/** Response of GET /user/me: the signed-in user as the server knows them now. */
export const meResultSchema = z.object({ user: publicUserSchema });
export type MeResult = z.infer<typeof meResultSchema>;

/** Response of POST /user/verify-password-otp: the single-use token for reset-password. */
export const resetTokenResultSchema = z.object({ resetToken: z.string().check(z.minLength(1)) });
export type ResetTokenResult = z.infer<typeof resetTokenResultSchema>;
