import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  type MessageResult,
  type PublicUser,
  type Role,
  type SignupRequest,
} from '@studio-hive/domain';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/transaction';
import { otpChallenges, passwordResetTokens, users, type OtpPurpose } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../http/errors';
import type { Notifier } from '../../notifications/notifier';
import { passwordResetMessage, signupCodesMessages } from '../../notifications/messages';
import { codeMatches, generateCode, generateToken, hashCode, sha256 } from '../auth/one-time-codes';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { signToken } from '../auth/tokens';

/** A reset token is good for one use within this time after the code was confirmed. */
const RESET_TOKEN_TTL_MINUTES = 15;

export type AccountsContext = {
  db: Database;
  secret: string;
  now: () => Date;
  notifier: Notifier;
  log: FastifyBaseLogger;
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

async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

async function session(ctx: AccountsContext, user: UserRow) {
  const token = await signToken(ctx.secret, { id: user.id, role: user.role }, ctx.now());
  return { token, role: user.role, user: toPublicUser(user) };
}

/**
 * Voids the user's open codes of `purpose` and stores new ones (hashed, bound to the new
 * challenge, expiring after OTP_TTL_MINUTES). Signup has an e-mail and a phone code, reset one.
 */
async function replaceChallenge(
  tx: Transaction,
  ctx: AccountsContext,
  challenge: {
    userId: string;
    purpose: OtpPurpose;
    emailCode: string;
    phoneCode?: string;
  },
) {
  const { userId, purpose, emailCode, phoneCode } = challenge;
  await tx
    .delete(otpChallenges)
    .where(and(eq(otpChallenges.userId, userId), eq(otpChallenges.purpose, purpose)));
  const id = crypto.randomUUID();
  await tx.insert(otpChallenges).values({
    id,
    userId,
    purpose,
    emailCodeHash: hashCode(ctx.secret, id, emailCode),
    phoneCodeHash: phoneCode === undefined ? null : hashCode(ctx.secret, id, phoneCode),
    expiresAt: minutesFrom(ctx.now(), OTP_TTL_MINUTES),
  });
}

/**
 * POST /user/signup. A verified e-mail is taken (409); an unverified one is replaced by this
 * signup, with fresh codes, so someone who lost their codes can simply sign up again.
 */
export async function signup(ctx: AccountsContext, input: SignupRequest): Promise<MessageResult> {
  const now = ctx.now();
  const passwordHash = await hashPassword(input.password);
  const emailCode = generateCode();
  const phoneCode = generateCode();

  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1)
      .for('update');
    if (existing?.verifiedAt) {
      throw conflict('An account with this email already exists. Please log in instead.');
    }
    const values = {
      name: input.name,
      phone: input.phone,
      role: input.userType,
      passwordHash,
      updatedAt: now,
    };
    let userId: string;
    if (existing) {
      await tx.update(users).set(values).where(eq(users.id, existing.id));
      userId = existing.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({ ...values, email: input.email })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      // Two signups for one new e-mail at the same instant: the other one won.
      if (!created)
        throw conflict('A signup for this email is already in progress. Please try again.');
      userId = created.id;
    }
    await replaceChallenge(tx, ctx, { userId, purpose: 'signup', emailCode, phoneCode });
  });

  const messages = signupCodesMessages({
    name: input.name,
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
 * Counts one attempt against the newest open challenge and returns it, or throws when there is
 * none, it expired, or it is void after OTP_MAX_ATTEMPTS wrong tries. The conditional UPDATE
 * makes the limit hold even for attempts sent at the same moment.
 */
async function takeAttempt(
  ctx: AccountsContext,
  userId: string | undefined,
  purpose: OtpPurpose,
  invalidMessage: string,
) {
  if (!userId) throw badRequest(invalidMessage);
  const now = ctx.now();
  const [challenge] = await ctx.db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, userId),
        eq(otpChallenges.purpose, purpose),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  if (!challenge || challenge.expiresAt <= now || challenge.attempts >= OTP_MAX_ATTEMPTS) {
    throw badRequest(purpose === 'signup' ? EXPIRED_OTP : invalidMessage);
  }
  const [counted] = await ctx.db
    .update(otpChallenges)
    .set({ attempts: challenge.attempts + 1 })
    .where(and(eq(otpChallenges.id, challenge.id), eq(otpChallenges.attempts, challenge.attempts)))
    .returning();
  if (!counted) throw badRequest(invalidMessage); // a concurrent attempt used this turn
  return counted;
}

/** POST /user/verify-otp: both codes right → the account is verified and signed in. */
export async function verifyOtp(
  ctx: AccountsContext,
  input: { email: string; emailOtp: string; phoneOtp: string },
) {
  const user = await findUserByEmail(ctx.db, input.email);
  if (user?.verifiedAt) throw badRequest('This account is already verified. Please log in.');
  const challenge = await takeAttempt(ctx, user?.id, 'signup', INVALID_OTP);
  const emailOk = codeMatches(ctx.secret, challenge.id, input.emailOtp, challenge.emailCodeHash);
  const phoneOk =
    challenge.phoneCodeHash !== null &&
    codeMatches(ctx.secret, challenge.id, input.phoneOtp, challenge.phoneCodeHash);
  if (!emailOk || !phoneOk) {
    throw badRequest(challenge.attempts >= OTP_MAX_ATTEMPTS ? EXPIRED_OTP : INVALID_OTP);
  }
  const now = ctx.now();
  const verified = await ctx.db.transaction(async (tx) => {
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(eq(otpChallenges.id, challenge.id));
    const [row] = await tx
      .update(users)
      .set({ verifiedAt: now, updatedAt: now })
      .where(eq(users.id, challenge.userId))
      .returning();
    return row!;
  });
  return session(ctx, verified);
}

const INVALID_LOGIN = 'Invalid email or password.';

/** POST /user/login: the userType must be the account's role (one login screen per role). */
export async function login(
  ctx: AccountsContext,
  input: { email: string; password: string; userType: Role },
) {
  const user = await findUserByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await decoyPasswordHash()),
  );
  if (!user || !passwordOk || user.role !== input.userType) {
    throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
  }
  if (!user.verifiedAt) {
    throw new AppError(
      'FORBIDDEN',
      'Your account is not verified yet. Please sign up again with the same email to get new verification codes.',
    );
  }
  return session(ctx, user);
}

const FORGOT_PASSWORD_MESSAGE = `If an account exists for this email, we have sent a 6-digit code to it. It is valid for ${OTP_TTL_MINUTES} minutes.`;

/**
 * POST /user/forgot-password answers the same whether or not the e-mail exists, and does not
 * wait for delivery (a slow mail server would otherwise tell; see decision 003 for what remains).
 */
export async function forgotPassword(ctx: AccountsContext, input: { email: string }) {
  const user = await findUserByEmail(ctx.db, input.email);
  if (user?.verifiedAt) {
    const code = generateCode();
    await ctx.db.transaction((tx) =>
      replaceChallenge(tx, ctx, { userId: user.id, purpose: 'password_reset', emailCode: code }),
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
) {
  const user = await findUserByEmail(ctx.db, input.email);
  const challenge = await takeAttempt(
    ctx,
    user?.verifiedAt ? user.id : undefined,
    'password_reset',
    INVALID_RESET_OTP,
  );
  if (!codeMatches(ctx.secret, challenge.id, input.otp, challenge.emailCodeHash)) {
    throw badRequest(INVALID_RESET_OTP);
  }
  const now = ctx.now();
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

/** POST /user/reset-password: uses up the token; earlier sessions are signed out. */
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
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    // Single use even when two resets with the same token race: only one update finds it unused.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, pending.id), isNull(passwordResetTokens.usedAt)))
      .returning();
    if (!used) throw badRequest(RESET_UNUSABLE);
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, used.userId));
  });
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
