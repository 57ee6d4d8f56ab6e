import { defineConfig } from "drizzle-kit";

/** `npm run db:generate` writes a migration for each schema change; both engines run them. */
export default defineConfig({
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
  dialect: "postgresql",
});
