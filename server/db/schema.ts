import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The settings documents of `/content/<id>`: one row per id, only the fields admins set. */
export const content = pgTable("content", {
  id: text("id").primaryKey(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
