import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` turns schema changes into reviewable SQL in apps/api/drizzle.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/drizzle',
});
