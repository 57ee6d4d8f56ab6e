import { eq, sql } from "drizzle-orm";
import { is } from "superstruct";
import { CONTENT, isContentId } from "../../../src/core/content";
import { parseLocale } from "../../../src/core/i18n";
import { CONTACT_FILTER_FIELDS, RuleGroup, validateRuleGroup } from "../../../src/core/rules";
import { content, emailTemplateOverrides, notices, segments } from "../../db/schema";
import { sanitiseEmailHtml } from "../../lib/sanitise-html";
import { isEmailTemplateId } from "../email/templates";
import { mergeFieldsOf } from "../email/templates/about";
import { mapMergeTags } from "./merge-tags";
import { type ImportContext, toDate, toJson } from "./context";

type Row = Record<string, unknown>;
type When = Date | string | null;
const nullableText = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

export async function importNotices({
  source,
  tx,
  ids,
  report,
  rewrite,
}: ImportContext): Promise<void> {
  const rows = await source.query<Row>(`select * from notice order by "createdAt", id`);
  report.found("notices", rows.length);
  for (const row of rows) {
    const id = String(row.id);
    const buttonText = nullableText(row.buttonText);
    const url = nullableText(row.url);
    const starts = toDate(row.starts as When);
    const expires = toDate(row.expires as When);
    if ((buttonText === null) !== (url === null)) {
      report.refuse("notices", id, "a button needs both its text and its link");
      continue;
    }
    if (starts && expires && expires <= starts) {
      report.refuse("notices", id, "it ends before it starts");
      continue;
    }
    const values = {
      name: String(row.name ?? ""),
      text: rewrite(String(row.text ?? "")),
      buttonText,
      url,
      starts,
      expires,
      createdAt: toDate(row.createdAt as When) ?? new Date(),
      updatedAt: toDate(row.updatedAt as When) ?? new Date(),
    };
    const mapped = ids.get("notice", id);
    const [existing] = mapped
      ? await tx.select({ id: notices.id }).from(notices).where(eq(notices.id, mapped))
      : [];
    if (existing) {
      await tx.update(notices).set(values).where(eq(notices.id, existing.id));
    } else {
      const [made] = await tx.insert(notices).values(values).returning({ id: notices.id });
      if (!made) throw new Error("The new notice was not returned");
      await ids.set("notice", id, made.id);
    }
    report.wrote("notices", !existing);
  }
}

export async function importSegments({ source, tx, ids, report }: ImportContext): Promise<void> {
  const rows = await source.query<Row>(`select * from segment order by "order", id`);
  report.found("segments", rows.length);
  for (const row of rows) {
    const id = String(row.id);
    // Checked against the contacts filter table, as a segment saved in Agora is: each lists.
    const ruleGroup = toJson(row.ruleGroup);
    const checked = validateRuleGroup(ruleGroup, CONTACT_FILTER_FIELDS);
    if (!checked.ok || !is(ruleGroup, RuleGroup)) {
      const problem = checked.ok ? "" : (checked.problems[0]?.message ?? "");
      report.refuse("segments", id, `its rules are not ones Agora reads (${problem})`);
      continue;
    }
    const values = {
      name: String(row.name ?? ""),
      description: String(row.description ?? ""),
      ruleGroup,
      order: Number(row.order ?? 0),
    };
    const mapped = ids.get("segment", id);
    const [existing] = mapped
      ? await tx.select({ id: segments.id }).from(segments).where(eq(segments.id, mapped))
      : [];
    if (existing) {
      await tx.update(segments).set(values).where(eq(segments.id, existing.id));
    } else {
      const [made] = await tx.insert(segments).values(values).returning({ id: segments.id });
      if (!made) throw new Error("The new segment was not returned");
      await ids.set("segment", id, made.id);
    }
    report.wrote("segments", !existing);
  }
}

/**
 * The settings documents, field by field: each field Agora's document has and accepts comes
 * across (merged over what Agora holds); every other is listed with the reason.
 */
export async function importContent({ source, tx, report, rewrite }: ImportContext): Promise<void> {
  const rows = await source.query<{ id: string; data: unknown }>(
    "select id, data from content order by id",
  );
  report.found("settings", rows.length);
  for (const row of rows) {
    if (!isContentId(row.id)) {
      report.refuse("settings", row.id, "Agora has no such settings document");
      continue;
    }
    const data = toJson(rewrite(JSON.stringify(toJson(row.data))));
    const fields = data && typeof data === "object" ? Object.entries(data) : [];
    const taken: Record<string, unknown> = {};
    for (const [key, value] of fields) {
      try {
        Object.assign(taken, CONTENT[row.id].parsePatch({ [key]: value }));
        if (!(key in taken)) report.refuse("settings", `${row.id}.${key}`, "set by the server");
      } catch (error) {
        report.refuse("settings", `${row.id}.${key}`, (error as Error).message);
      }
    }
    const [existing] = await tx
      .select({ id: content.id })
      .from(content)
      .where(eq(content.id, row.id));
    await tx
      .insert(content)
      .values({ id: row.id, data: taken })
      .onConflictDoUpdate({
        target: content.id,
        set: { data: sql`${content.data} || excluded.data`, updatedAt: sql`now()` },
      });
    report.wrote("settings", !existing);
  }
}

/**
 * beabee's own wording of its emails: option `email-templates` names, per template, the
 * `email` row that replaces the built-in text. Written as Agora's override in the language
 * of beabee's option `locale`.
 */
export async function importEmailTemplates({ source, tx, report }: ImportContext): Promise<void> {
  const options = await source.query<{ key: string; value: string }>(
    `select key, value from option where key in ('email-templates', 'locale')`,
  );
  const chosen = toJson(options.find((option) => option.key === "email-templates")?.value);
  const locale = parseLocale(options.find((option) => option.key === "locale")?.value) ?? "en";
  const entries =
    chosen && typeof chosen === "object" ? Object.entries(chosen as Record<string, unknown>) : [];
  report.found("email templates", entries.length);
  for (const [templateId, emailId] of entries) {
    if (!isEmailTemplateId(templateId)) {
      report.refuse("email templates", templateId, "Agora has no such email");
      continue;
    }
    const [email] =
      typeof emailId === "string" && /^[0-9a-f-]{36}$/i.test(emailId)
        ? await source.query<{ subject: string; body: string }>(
            "select subject, body from email where id = $1",
            [emailId],
          )
        : [];
    if (!email) {
      report.refuse(
        "email templates",
        templateId,
        "its text is a template at the email provider, not in beabee's database",
      );
      continue;
    }
    const fields = mergeFieldsOf(templateId);
    const subject = mapMergeTags(email.subject.replace(/\s+/g, " ").trim(), fields);
    const body = mapMergeTags(await sanitiseEmailHtml(email.body), fields);
    const unfilled = [...new Set([...subject.unfilled, ...body.unfilled])].sort();
    if (unfilled.length > 0) {
      report.warn(
        "email templates",
        templateId,
        `Agora leaves these merge fields empty in this email: ${unfilled.join(", ")}`,
      );
    }
    const values = { subject: subject.text, body: body.text, updatedAt: new Date() };
    const [existing] = await tx
      .select({ id: emailTemplateOverrides.templateId })
      .from(emailTemplateOverrides)
      .where(
        sql`${emailTemplateOverrides.templateId} = ${templateId} and ${emailTemplateOverrides.locale} = ${locale}`,
      );
    await tx
      .insert(emailTemplateOverrides)
      .values({ templateId, locale, ...values })
      .onConflictDoUpdate({
        target: [emailTemplateOverrides.templateId, emailTemplateOverrides.locale],
        set: values,
      });
    report.wrote("email templates", !existing);
  }
}
