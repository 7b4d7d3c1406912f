// Writes the browser tests' accounts (user-pool.ts) into the configured database, then exits.
// The Playwright webServer command runs it just before the server (playwright.config.ts): the
// embedded database belongs to the server process once that runs, and Playwright starts the
// webServer before any globalSetup, so this is the last moment anything else may open it.
import { rmSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { runCli } from '../apps/api/src/cli/run-cli';
import { users } from '../apps/api/src/db/schema';
import { isDatabaseEmpty, seedDemoAccounts } from '../apps/api/src/demo/demo-accounts';
import { hashPassword } from '../apps/api/src/modules/auth/passwords';
import { createVerifiedUser } from '../apps/api/src/modules/users/users.service';
import { FINISHED_BOOKING_USERS, writeFinishedBooking } from './finished-booking';
import { claimsDir, POOL_PASSWORD, poolUsers } from './user-pool';

await runCli(async ({ config, database }) => {
  const { db } = database;
  const now = new Date();
  // The server loads demo data only into an empty database (server.ts); after this seed it is not
  // empty any more, so the demo data comes first, as the server would have loaded it.
  if (config.demoData && (await isDatabaseEmpty(db))) await seedDemoAccounts(db, now);

  const pool = poolUsers();
  const finished = Object.values(FINISHED_BOOKING_USERS);
  // A data directory used again (E2E_DATA_DIR set by hand) may hold accounts a run changed.
  await db.delete(users).where(
    inArray(
      users.email,
      [...pool, ...finished].map((user) => user.email),
    ),
  );
  // One hash for the pool's one password: ninety hashes took 15 s of the run's start.
  const passwordHash = await hashPassword(POOL_PASSWORD, config.passwordHashCost);
  await Promise.all(
    pool.map(({ password: _, ...user }) => createVerifiedUser(db, { ...user, passwordHash }, now)),
  );
  const [owner, customer] = await Promise.all(
    finished.map((user) =>
      createVerifiedUser(db, { ...user, passwordHashCost: config.passwordHashCost }, now),
    ),
  );
  await writeFinishedBooking(db, { ownerId: owner!._id, customerId: customer!._id }, now);
  rmSync(claimsDir(config.dataDir), { recursive: true, force: true });
  console.log(`Created ${pool.length} accounts for the browser tests.`);
});
