import { desc, eq } from 'drizzle-orm';
import { WRONG_LOGIN_PAGE_MESSAGES, type Role } from '@studio-hive/domain';
import { signupAttempts } from '../../db/schema';
import { AppError } from '../../http/errors';
import { signInsPausedMessage } from '../../notifications/messages';
import { decoyPasswordHash, verifyPassword } from '../auth/passwords';
import { loginPausedMessage } from './account-limits';
import {
  findUserByEmail,
  session,
  type AccountsContext,
  type Client,
  type UserRow,
} from './account-records';

/** A login before verification checks the password against at most this many newest attempts. */
const SIGNUP_ATTEMPTS_CHECKED_AT_LOGIN = 3;

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
 * account but with signup attempts gets a 403 when the password and role are those of one of
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
    const hash = attempt?.passwordHash ?? (await decoyPasswordHash(ctx.passwordHashCost));
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
  if (minutes === null || !user || !(await ctx.limits.lockNotificationDue(email))) return;
  const notification = signInsPausedMessage({ name: user.name, email: user.email, minutes });
  ctx.notifier.send(notification).catch((error: unknown) => {
    ctx.log.error({ err: error }, 'login: sending the sign-ins paused notification failed');
  });
}
