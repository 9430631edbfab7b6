import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs src/server/db/schema against the committed migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
