// `npm run user:create -- --role admin|owner|customer --email E --password P [--name N] [--phone D]`
// Creates a verified account; the only way to make an admin (signup refuses that role).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import {
  isRole,
  loginRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
} from '@studio-hive/domain';
import { createVerifiedUser } from '../modules/users/users.service';
import { runCli, UsageError } from './run-cli';

const USAGE =
  'Usage: npm run user:create -- --role admin|owner|customer --email E --password P [--name N] [--phone D]';

const argsSchema = z
  .object({
    role: z
      .string({ error: 'role is required' })
      .refine(isRole, 'role must be admin, owner or customer'),
    email: loginRequestSchema.shape.email,
    password: signupRequestSchema.shape.password,
    name: signupRequestSchema.shape.name.optional(),
    phone: signupRequestSchema.shape.phone.optional(),
  })
  // An admin can do anything: their password must meet the strong rule of the reset screen.
  .superRefine((args, context) => {
    const strong = resetPasswordRequestSchema.shape.newPassword.safeParse(args.password);
    if (args.role === 'admin' && !strong.success) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: strong.error.issues[0]!.message,
      });
    }
  });

/** The command line, checked; a UsageError says what is wrong with it. */
function readArguments() {
  let values;
  try {
    values = parseArgs({
      options: {
        role: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        phone: { type: 'string' },
      },
    }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `--${String(issue.path[0])}: ${issue.message}`,
    );
    throw new UsageError(`${problems.join('\n')}\n${USAGE}`);
  }
  const { role, ...rest } = parsed.data;
  if (!isRole(role)) throw new UsageError(USAGE);
  return { role, ...rest };
}

await runCli(async ({ config, database, args: { role, email, password, name, phone } }) => {
  const user = await createVerifiedUser(
    database.db,
    {
      role,
      email,
      password,
      passwordHashCost: config.passwordHashCost,
      name: name ?? email.split('@')[0]!,
      phone: phone ?? '',
    },
    new Date(),
  );
  console.log(`Created ${user.role} ${user.email} (id ${user._id}). They can sign in now.`);
}, readArguments);
