import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@studio-hive/domain';
import type { Transaction } from '../../db/transaction';
import { otpChallenges, passwordResetTokens, users, type OtpPurpose } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { passwordResetMessage } from '../../notifications/messages';
import { refuseCommonPassword } from '../auth/common-passwords';
import { codeMatches, generateCode, generateToken, hashCode, sha256 } from '../auth/one-time-codes';
import { hashPassword } from '../auth/passwords';
import {
  findUserByEmail,
  minutesFrom,
  takeTry,
  type AccountsContext,
  type Client,
} from './account-records';

/** Resetting a forgotten password: an e-mail code, then a single-use reset token. */

/** A reset token is good for one use within this time after the code was confirmed. */
const RESET_TOKEN_TTL_MINUTES = 15;

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

const FORGOT_PASSWORD_MESSAGE = `If an account exists for this email, we have sent a 6-digit code to it. It is valid for ${OTP_TTL_MINUTES} minutes.`;

/**
 * POST /user/forgot-password responds the same whether or not the e-mail exists, and does not
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
  const passwordHash = await hashPassword(input.newPassword, ctx.passwordHashCost);
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
