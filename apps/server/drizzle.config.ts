import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; both drivers apply the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
