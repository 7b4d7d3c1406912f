// `npm run seed:demo`: loads the demo data (accounts, studios with pictures, then bookings and
// reviews at those studios) into the configured database and prints the demo logins. Running it
// again adds only what is missing.
import Fastify from 'fastify';
import { formatDemoLogins, seedDemoAccounts } from '../demo/demo-accounts';
import { loadDemoStudios } from '../demo/load-demo-studios';
import { runCli } from './run-cli';

await runCli(async ({ config, database }) => {
  const logins = await seedDemoAccounts(database.db, new Date());
  const summary = await loadDemoStudios(config, database, Fastify({ logger: false }).log);
  console.log(
    `Demo studios: ${summary.created} added (${summary.pending} of them pending approval), ` +
      `${summary.skipped} already there.`,
  );
  console.log(
    `Demo bookings: ${summary.bookings} added, ${summary.offlineBookings} offline; ` +
      `demo reviews: ${summary.reviews} added.`,
  );
  console.log(formatDemoLogins(logins));
});
