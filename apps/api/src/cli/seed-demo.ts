// `npm run seed:demo`: loads the demo data into the configured database and prints the demo logins.
import { formatDemoLogins, seedDemoAccounts } from '../demo/demo-accounts';
import { runCli } from './run-cli';

await runCli(async ({ database }) => {
  const logins = await seedDemoAccounts(database.db, new Date());
  console.log(formatDemoLogins(logins));
});
