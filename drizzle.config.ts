import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` writes the SQL migrations committed under server/db/migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
})
