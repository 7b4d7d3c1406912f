import { desc, eq, lt } from 'drizzle-orm';
import {
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  type MessageResult,
  type SignupRequest,
} from '@studio-hive/domain';
import { signupAttempts, users } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../http/errors';
import { signupCodesMessages } from '../../notifications/messages';
import { refuseCommonPassword } from '../auth/common-passwords';
import { codeMatches, generateCode, hashCode } from '../auth/one-time-codes';
import { hashPassword } from '../auth/passwords';
import {
  findUserByEmail,
  minutesFrom,
  session,
  takeTry,
  type AccountsContext,
  type Client,
} from './account-records';

/** Signing up: an attempt with its own codes, then the account once both codes are confirmed. */

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3600_000);

/** Signup attempts are kept this long (for the 403 of a login before verification), then purged. */
const SIGNUP_ATTEMPT_RETENTION_HOURS = 24;

const ACCOUNT_EXISTS = 'An account with this email already exists. Please log in instead.';

/**
 * POST /user/signup. A verified e-mail is taken (409). Otherwise this signup becomes an attempt
 * of its own with its own codes; earlier attempts for the e-mail are left as they are, so nobody
 * can take over or void someone else's pending signup (decision 003).
 */
export async function signup(
  ctx: AccountsContext,
  input: SignupRequest,
  client: Client,
): Promise<MessageResult> {
  await refuseCommonPassword(input.password, 'password');
  await ctx.limits.codeSend(input.email, client.address);
  if (await findUserByEmail(ctx.db, input.email)) {
    throw conflict(ACCOUNT_EXISTS);
  }
  await ctx.limits.phoneSend(input.phone, client.address);

  const now = ctx.now();
  const passwordHash = await hashPassword(input.password, ctx.passwordHashCost);
  const emailCode = generateCode();
  const phoneCode = generateCode();
  const id = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(signupAttempts)
      .where(lt(signupAttempts.createdAt, hoursBefore(now, SIGNUP_ATTEMPT_RETENTION_HOURS)));
    await tx.insert(signupAttempts).values({
      id,
      email: input.email,
      name: input.name,
      phone: input.phone,
      role: input.userType,
      passwordHash,
      emailCodeHash: hashCode(ctx.secret, id, emailCode),
      phoneCodeHash: hashCode(ctx.secret, id, phoneCode),
      expiresAt: minutesFrom(now, OTP_TTL_MINUTES),
      createdAt: now,
    });
  });

  const messages = signupCodesMessages({
    email: input.email,
    phone: input.phone,
    emailCode,
    phoneCode,
  });
  try {
    await Promise.all(messages.map((message) => ctx.notifier.send(message)));
  } catch (error) {
    ctx.log.error({ err: error }, 'signup: sending verification codes failed');
    throw new AppError(
      'UNAVAILABLE',
      'We could not send your verification codes right now. Please try again in a few minutes.',
    );
  }
  return {
    message: `Account created. We sent a 6-digit code to your email and another to your phone; they are valid for ${OTP_TTL_MINUTES} minutes.`,
  };
}

const INVALID_OTP = 'Invalid OTP. Please check the codes and try again.';
const EXPIRED_OTP = 'This code has expired or was used too many times. Please request a new one.';

/**
 * POST /user/verify-otp. The codes name their attempt: the attempt whose e-mail or phone code is
 * right. Both right on an open attempt: the account is created from that attempt alone, in one
 * transaction; when another attempt of the e-mail was verified first, 409. One right and one
 * wrong: a wrong try against that attempt (void after OTP_MAX_ATTEMPTS). Codes that name no
 * attempt void nobody's, so a stranger cannot spoil someone's codes by guessing (decision
 * 003); such guesses meet the per-address limits, and both codes together are 12 digits. An
 * e-mail with an account, without attempts or unknown all get the same response.
 */
export async function verifyOtp(
  ctx: AccountsContext,
  input: { email: string; emailOtp: string; phoneOtp: string },
  client: Client,
) {
  await ctx.limits.codeCheck(input.email, client.address);
  const now = ctx.now();
  const attempts = await ctx.db
    .select()
    .from(signupAttempts)
    .where(eq(signupAttempts.email, input.email))
    .orderBy(desc(signupAttempts.createdAt));
  let named: { attempt: (typeof attempts)[number]; both: boolean } | undefined;
  for (const attempt of attempts) {
    const emailOk = codeMatches(ctx.secret, attempt.id, input.emailOtp, attempt.emailCodeHash);
    const phoneOk = codeMatches(ctx.secret, attempt.id, input.phoneOtp, attempt.phoneCodeHash);
    if (emailOk || phoneOk) {
      named = { attempt, both: emailOk && phoneOk };
      break;
    }
  }
  if (!named) throw badRequest(INVALID_OTP);
  const { attempt, both } = named;
  if (attempt.expiresAt <= now || attempt.attempts >= OTP_MAX_ATTEMPTS) {
    throw badRequest(EXPIRED_OTP);
  }
  if (!(await takeTry(ctx.db, signupAttempts, attempt))) throw badRequest(INVALID_OTP);
  if (!both) {
    throw badRequest(attempt.attempts + 1 >= OTP_MAX_ATTEMPTS ? EXPIRED_OTP : INVALID_OTP);
  }
  const user = await ctx.db.transaction(async (tx) => {
    // Whoever deletes the attempt verifies it; a parallel request with the same codes finds it gone.
    const [taken] = await tx
      .delete(signupAttempts)
      .where(eq(signupAttempts.id, attempt.id))
      .returning({ id: signupAttempts.id });
    if (!taken) throw conflict(ACCOUNT_EXISTS);
    const [created] = await tx
      .insert(users)
      .values({
        name: attempt.name,
        email: attempt.email,
        phone: attempt.phone,
        role: attempt.role,
        passwordHash: attempt.passwordHash,
        verifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    // Another attempt for this e-mail was verified first (the unique e-mail said so, even at
    // the same moment): that account stands, and this attempt stays as it was.
    if (!created) throw conflict(ACCOUNT_EXISTS);
    return created;
  });
  return session(ctx, user);
}
