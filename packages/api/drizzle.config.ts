import { defineConfig } from 'drizzle-kit'

// Only `drizzle-kit generate` uses this file; migrations are applied in code at start (src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
})
