import { and, eq } from "drizzle-orm";
import type { Locale } from "@core/i18n";
import type { Database } from "../../db/connection";
import { emailTemplateOverrides } from "../../db/schema";
import type { EmailTemplate, EmailTemplateId } from "./templates";

export interface StoredOverride extends EmailTemplate {
  templateId: string;
  locale: string;
  updatedAt: Date;
}

export type OverrideStore = ReturnType<typeof createOverrideStore>;

/** An organisation's own wording of built-in emails, per template and language. */
export function createOverrideStore(db: Database) {
  const where = (id: EmailTemplateId, locale: Locale) =>
    and(eq(emailTemplateOverrides.templateId, id), eq(emailTemplateOverrides.locale, locale));

  return {
    async find(id: EmailTemplateId, locale: Locale): Promise<StoredOverride | undefined> {
      const [row] = await db.select().from(emailTemplateOverrides).where(where(id, locale));
      return row;
    },

    /** Every override, for the list of templates (a few dozen rows at most). */
    async all(): Promise<StoredOverride[]> {
      return db.select().from(emailTemplateOverrides);
    },

    async save(
      id: EmailTemplateId,
      locale: Locale,
      text: EmailTemplate,
      updatedBy: string | undefined,
    ): Promise<StoredOverride> {
      const values = { ...text, updatedAt: new Date(), updatedBy: updatedBy ?? null };
      const [row] = await db
        .insert(emailTemplateOverrides)
        .values({ templateId: id, locale, ...values })
        .onConflictDoUpdate({
          target: [emailTemplateOverrides.templateId, emailTemplateOverrides.locale],
          set: values,
        })
        .returning();
      if (!row) throw new Error("The email template was not stored");
      return row;
    },

    /** Back to the built-in text; answers whether there was an override. */
    async remove(id: EmailTemplateId, locale: Locale): Promise<boolean> {
      const deleted = await db
        .delete(emailTemplateOverrides)
        .where(where(id, locale))
        .returning({ id: emailTemplateOverrides.templateId });
      return deleted.length > 0;
    },
  };
}
