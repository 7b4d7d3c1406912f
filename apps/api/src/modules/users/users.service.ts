import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  type MessageResult,
  type PublicUser,
  type Role,
  type SignupRequest,
  WRONG_LOGIN_PAGE_MESSAGES,
} from '@studio-hive/domain';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/transaction';
import {
  otpChallenges,
  passwordResetTokens,
  signupAttempts,
  users,
  type OtpPurpose,
} from '../../db/schema';
import { AppError, badRequest, conflict } from '../../http/errors';
import type { Notifier } from '../../notifications/notifier';
import {
  passwordResetMessage,
  signInsPausedMessage,
  signupCodesMessages,
} from '../../notifications/messages';
import { refuseCommonPassword } from '../auth/common-passwords';
import { codeMatches, generateCode, generateToken, hashCode, sha256 } from '../auth/one-time-codes';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { signToken } from '../auth/tokens';
import { loginPausedMessage, type AccountLimits } from './account-limits';

/** A reset token is good for one use within this time after the code was confirmed. */
const RESET_TOKEN_TTL_MINUTES = 15;

export type AccountsContext = {
  db: Database;
  secret: string;
  now: () => Date;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** Per e-mail, phone number and account (account-limits.ts). */
  limits: AccountLimits;
};

type UserRow = typeof users.$inferSelect;

/** The only user shape that leaves the server: never a password, hash or code (API.md). */
export const toPublicUser = (
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'role'>,
): PublicUser => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  role: user.role,
});

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);
const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3600_000);

async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

async function session(ctx: AccountsContext, user: UserRow) {
  const token = await signToken(
    ctx.secret,
    { id: user.id, role: user.role, passwordChangedAt: user.passwordChangedAt },
    ctx.now(),
  );
  return { token, role: user.role, user: toPublicUser(user) };
}

/**
 * Voids the user's open password-reset codes and stores a new one (hashed, bound to the new
 * challenge, expiring after OTP_TTL_MINUTES).
 */
async function replaceResetChallenge(
  tx: Transaction,
  ctx: AccountsContext,
  challenge: { userId: string; emailCode: string },
) {
  const { userId, emailCode } = challenge;
  const purpose: OtpPurpose = 'password_reset';
  await tx
    .delete(otpChallenges)
    .where(and(eq(otpChallenges.userId, userId), eq(otpChallenges.purpose, purpose)));
  const id = crypto.randomUUID();
  await tx.insert(otpChallenges).values({
    id,
    userId,
    purpose,
    emailCodeHash: hashCode(ctx.secret, id, emailCode),
    expiresAt: minutesFrom(ctx.now(), OTP_TTL_MINUTES),
  });
}

/** Signup attempts are kept this long (for the 403 of a login before verification), then purged. */
const SIGNUP_ATTEMPT_RETENTION_HOURS = 24;
/** A login before verification checks the password against at most this many newest attempts. */
const SIGNUP_ATTEMPTS_CHECKED_AT_LOGIN = 3;

const ACCOUNT_EXISTS = 'An account with this email already exists. Please log in instead.';

/** The client as the limits see it: its address (behind TRUST_PROXY, the one the proxy saw). */
export type Client = { address: string };

/**
 * POST /user/signup. A verified e-mail is taken (409). Otherwise this signup becomes an attempt
 * of its own with its own codes; earlier attempts for the e-mail are left as they are, so nobody
 * can take over or void someone else's pending signup (issue 8, hole 2).
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
  await ctx.limits.phoneSend(input.phone);

  const now = ctx.now();
  const passwordHash = await hashPassword(input.password);
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
 * Counts one try against a challenge or attempt before its code is compared; the conditional
 * UPDATE makes the limit hold even for tries sent at the same moment. Answers whether this try
 * got a turn (false: a parallel try took it).
 */
async function takeTry(
  db: Database,
  table: typeof otpChallenges | typeof signupAttempts,
  row: { id: string; attempts: number },
): Promise<boolean> {
  const counted = await db
    .update(table)
    .set({ attempts: row.attempts + 1 })
    .where(and(eq(table.id, row.id), eq(table.attempts, row.attempts)))
    .returning({ id: table.id });
  return counted.length > 0;
}

/**
 * POST /user/verify-otp. The codes name their attempt: the attempt whose e-mail or phone code is
 * right. Both right on an open attempt: the account is created from that attempt alone, in one
 * transaction; when another attempt of the e-mail was verified first, 409. One right and one
 * wrong: a wrong try against that attempt (void after OTP_MAX_ATTEMPTS). Codes that name no
 * attempt void nobody's, so a stranger cannot spoil someone's codes by guessing (issue 8, hole
 * 4); such guesses meet the per-address limits, and both codes together are 12 digits. An
 * e-mail with an account, without attempts or unknown all get the same answer.
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

const INVALID_LOGIN = 'Invalid email or password.';
const NOT_VERIFIED =
  'Your account is not verified yet. Please sign up again with the same email to get new verification codes.';

/**
 * POST /user/login: the userType must be the account's role (one login screen per role). A
 * right password on another role's screen gets a 409 WRONG_LOGIN_PAGE response with the
 * account's role, so the screen can send the person to theirs: the password is proven, so this
 * reveals nothing, and it is neither a failure nor a sign-in for the limits. A wrong password gets the one 401
 * whatever the screen, after the same hash check. Wrong passwords for one e-mail pause its
 * sign-ins from unknown addresses (account-limits.ts, decision 003). An e-mail without an
 * account but with signup attempts answers 403 when the password and role are those of one of
 * its newest attempts.
 */
export async function login(
  ctx: AccountsContext,
  input: { email: string; password: string; userType: Role },
  client: Client,
) {
  const now = ctx.now();
  const paused = await ctx.limits.loginPausedFor(input.email, client.address, now);
  if (paused > 0) throw new AppError('RATE_LIMITED', loginPausedMessage(paused));

  const user = await findUserByEmail(ctx.db, input.email);
  if (user) {
    const passwordOk = await verifyPassword(input.password, user.passwordHash);
    if (passwordOk && user.role === input.userType) {
      await ctx.limits.loginSucceeded(input.email, client.address);
      return session(ctx, user);
    }
    if (passwordOk) {
      throw new AppError('WRONG_LOGIN_PAGE', WRONG_LOGIN_PAGE_MESSAGES[user.role], undefined, {
        role: user.role,
      });
    }
    await loginFailed(ctx, input.email, user);
    throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
  }

  const attempts = await ctx.db
    .select({ passwordHash: signupAttempts.passwordHash, role: signupAttempts.role })
    .from(signupAttempts)
    .where(eq(signupAttempts.email, input.email))
    .orderBy(desc(signupAttempts.createdAt))
    .limit(SIGNUP_ATTEMPTS_CHECKED_AT_LOGIN);
  let passwordOk = false;
  let roleOk = false;
  for (const attempt of attempts.length > 0 ? attempts : [null]) {
    const hash = attempt?.passwordHash ?? (await decoyPasswordHash());
    if (await verifyPassword(input.password, hash)) {
      passwordOk = true;
      roleOk = attempt?.role === input.userType;
      break;
    }
  }
  if (!passwordOk) await loginFailed(ctx, input.email, undefined);
  if (passwordOk && roleOk) throw new AppError('FORBIDDEN', NOT_VERIFIED);
  throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
}

/** Counts a wrong password; when it pauses sign-ins to a real account, tells its owner. */
async function loginFailed(ctx: AccountsContext, email: string, user: UserRow | undefined) {
  const minutes = await ctx.limits.loginFailed(email, ctx.now());
  if (minutes === null || !user || !(await ctx.limits.lockNoticeDue(email))) return;
  const notice = signInsPausedMessage({ name: user.name, email: user.email, minutes });
  ctx.notifier.send(notice).catch((error: unknown) => {
    ctx.log.error({ err: error }, 'login: sending the sign-ins paused notice failed');
  });
}

const FORGOT_PASSWORD_MESSAGE = `If an account exists for this email, we have sent a 6-digit code to it. It is valid for ${OTP_TTL_MINUTES} minutes.`;

/**
 * POST /user/forgot-password answers the same whether or not the e-mail exists, and does not
 * wait for delivery (a slow mail server would otherwise tell; see decision 003 for what remains).
 */
export async function forgotPassword(
  ctx: AccountsContext,
  input: { email: string },
  client: Client,
) {
  await ctx.limits.codeSend(input.email, client.address);
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) {
    const code = generateCode();
    await ctx.db.transaction((tx) =>
      replaceResetChallenge(tx, ctx, { userId: user.id, emailCode: code }),
    );
    const message = passwordResetMessage({ name: user.name, email: user.email, code });
    ctx.notifier.send(message).catch((error: unknown) => {
      ctx.log.error({ err: error }, 'forgot-password: sending the reset code failed');
    });
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

const INVALID_RESET_OTP = 'Invalid or expired OTP. Please check the code or request a new one.';

/** POST /user/verify-password-otp: a right code is exchanged for a single-use reset token. */
export async function verifyPasswordOtp(
  ctx: AccountsContext,
  input: { email: string; otp: string },
  client: Client,
) {
  await ctx.limits.codeCheck(input.email, client.address);
  const now = ctx.now();
  const user = await findUserByEmail(ctx.db, input.email);
  const [challenge] = user
    ? await ctx.db
        .select()
        .from(otpChallenges)
        .where(
          and(
            eq(otpChallenges.userId, user.id),
            eq(otpChallenges.purpose, 'password_reset'),
            isNull(otpChallenges.consumedAt),
          ),
        )
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1)
    : [];
  if (
    !challenge ||
    challenge.expiresAt <= now ||
    challenge.attempts >= OTP_MAX_ATTEMPTS ||
    !(await takeTry(ctx.db, otpChallenges, challenge)) ||
    !codeMatches(ctx.secret, challenge.id, input.otp, challenge.emailCodeHash)
  ) {
    throw badRequest(INVALID_RESET_OTP);
  }
  const { token, tokenHash } = generateToken();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(eq(otpChallenges.id, challenge.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, challenge.userId));
    await tx.insert(passwordResetTokens).values({
      userId: challenge.userId,
      tokenHash,
      expiresAt: minutesFrom(now, RESET_TOKEN_TTL_MINUTES),
    });
  });
  return { resetToken: token };
}

const RESET_UNUSABLE = 'This password reset has expired or was already used. Please start again.';

/** POST /user/reset-password: uses up the token; every earlier session is signed out. */
export async function resetPassword(
  ctx: AccountsContext,
  input: { token: string; newPassword: string },
) {
  const now = ctx.now();
  // The token is checked before the (deliberately slow) hashing, so made-up tokens cost us little.
  const [pending] = await ctx.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!pending) throw badRequest(RESET_UNUSABLE);
  await refuseCommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const email = await ctx.db.transaction(async (tx) => {
    // Single use even when two resets with the same token race: only one update finds it unused.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, pending.id), isNull(passwordResetTokens.usedAt)))
      .returning();
    if (!used) throw badRequest(RESET_UNUSABLE);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    return user?.email;
  });
  if (email) await ctx.limits.passwordReset(email);
  return { message: 'Password reset successful. Please log in with your new password.' };
}

/** Creates a verified account directly (the `user:create` command and demo data). */
export async function createVerifiedUser(
  db: Database,
  input: { name: string; email: string; password: string; phone: string; role: Role },
  now: Date,
): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email.trim().toLowerCase(),
      phone: input.phone,
      role: input.role,
      passwordHash,
      verifiedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw conflict(`An account with the email ${input.email} already exists.`);
  return toPublicUser(user);
}
