import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { is } from "superstruct";
import { CONTENT, isContentId } from "@core/content";
import { parseLocale } from "@core/i18n";
import { CONTACT_FILTER_FIELDS, RuleGroup, validateRuleGroup } from "@core/rules";
import { content, emailTemplateOverrides, notices, segments } from "../../db/schema";
import { sanitiseEmailHtml } from "../../lib/sanitise-html";
import { isEmailTemplateId } from "../email/templates";
import { mergeFieldsOf } from "../email/templates/about";
import { mapMergeTags } from "./merge-tags";
import { type ImportContext, toDate, toJson } from "./context";
import { forEachPage, fromProposed, presentIn } from "./paging";

type Row = Record<string, unknown>;
type When = Date | string | null;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const nullableText = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

export async function importNotices(context: ImportContext): Promise<void> {
  await forEachPage<Row>(
    context,
    "notices",
    "select * from notice",
    [["id", "id"]],
    async (rows) => {
      const { report, rewrite } = context;
      const taken = [];
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
        taken.push({
          beabeeId: id,
          values: {
            name: String(row.name ?? ""),
            text: rewrite(String(row.text ?? "")),
            buttonText,
            url,
            starts,
            expires,
            createdAt: toDate(row.createdAt as When) ?? new Date(),
            updatedAt: toDate(row.updatedAt as When) ?? new Date(),
          },
        });
      }
      if (taken.length === 0) return;
      const written = await idsOf(context, "notice", notices, taken);
      await context.tx
        .insert(notices)
        .values(written.map(({ id, values }) => ({ id, ...values })))
        .onConflictDoUpdate({
          target: notices.id,
          set: fromProposed(notices, [
            "name",
            "text",
            "buttonText",
            "url",
            "starts",
            "expires",
            "createdAt",
            "updatedAt",
          ]),
        });
      await recordIds(context, "notices", "notice", written);
    },
  );
}

export async function importSegments(context: ImportContext): Promise<void> {
  await forEachPage<Row>(
    context,
    "segments",
    "select * from segment",
    [["id", "id"]],
    async (rows) => {
      const taken = [];
      for (const row of rows) {
        const id = String(row.id);
        // Checked against the contacts filter table, as a segment saved in Agora is: each lists.
        const ruleGroup = toJson(row.ruleGroup);
        const checked = validateRuleGroup(ruleGroup, CONTACT_FILTER_FIELDS);
        if (!checked.ok || !is(ruleGroup, RuleGroup)) {
          const problem = checked.ok ? "" : (checked.problems[0]?.message ?? "");
          context.report.refuse("segments", id, `its rules are not ones Agora reads (${problem})`);
          continue;
        }
        taken.push({
          beabeeId: id,
          values: {
            name: String(row.name ?? ""),
            description: String(row.description ?? ""),
            ruleGroup,
            order: Number(row.order ?? 0),
          },
        });
      }
      if (taken.length === 0) return;
      const written = await idsOf(context, "segment", segments, taken);
      await context.tx
        .insert(segments)
        .values(written.map(({ id, values }) => ({ id, ...values })))
        .onConflictDoUpdate({
          target: segments.id,
          set: fromProposed(segments, ["name", "description", "ruleGroup", "order"]),
        });
      await recordIds(context, "segments", "segment", written);
    },
  );
}

/**
 * Ids of ours for a page of rows that are Agora's by the id map alone (no other key matches
 * them): the map's ids still there, else new ones made here, so one statement adds and
 * updates the page.
 */
async function idsOf<Values>(
  { tx, ids }: ImportContext,
  idKind: string,
  table: typeof notices | typeof segments,
  taken: readonly { beabeeId: string; values: Values }[],
): Promise<{ beabeeId: string; id: string; added: boolean; values: Values }[]> {
  const stillThere = await presentIn(
    tx,
    table,
    table.id,
    taken.flatMap(({ beabeeId }) => ids.get(idKind, beabeeId) ?? []),
  );
  return taken.map(({ beabeeId, values }) => {
    const mapped = ids.get(idKind, beabeeId);
    const existing = mapped && stillThere.has(mapped) ? mapped : undefined;
    return { beabeeId, id: existing ?? randomUUID(), added: !existing, values };
  });
}

/** The page's ids in the map, and its counts in the report. */
async function recordIds(
  { ids, report }: ImportContext,
  kind: string,
  idKind: string,
  written: readonly { beabeeId: string; id: string; added: boolean }[],
): Promise<void> {
  await ids.setMany(
    idKind,
    written.map(({ beabeeId, id }) => [beabeeId, id] as const),
  );
  for (const { added } of written) report.wrote(kind, added);
}

/**
 * The settings documents, field by field: each field Agora's document has and accepts comes
 * across (merged over what Agora holds); every other is listed with the reason.
 */
export async function importContent(context: ImportContext): Promise<void> {
  await forEachPage<{ id: string; data: unknown }>(
    context,
    "settings",
    "select id, data from content",
    [["id", "id"]],
    async (rows) => {
      const { tx, report, rewrite } = context;
      const taken = [];
      for (const row of rows) {
        if (!isContentId(row.id)) {
          report.refuse("settings", row.id, "Agora has no such settings document");
          continue;
        }
        const data = toJson(rewrite(JSON.stringify(toJson(row.data))));
        const fields = data && typeof data === "object" ? Object.entries(data) : [];
        const chosen: Record<string, unknown> = {};
        for (const [key, value] of fields) {
          try {
            Object.assign(chosen, CONTENT[row.id].parsePatch({ [key]: value }));
            if (!(key in chosen))
              report.refuse("settings", `${row.id}.${key}`, "set by the server");
          } catch (error) {
            report.refuse("settings", `${row.id}.${key}`, (error as Error).message);
          }
        }
        taken.push({ id: row.id, data: chosen });
      }
      if (taken.length === 0) return;
      const existing = await presentIn(
        tx,
        content,
        content.id,
        taken.map(({ id }) => id),
      );
      await tx
        .insert(content)
        .values(taken)
        .onConflictDoUpdate({
          target: content.id,
          set: { data: sql`${content.data} || excluded.data`, updatedAt: sql`now()` },
        });
      for (const { id } of taken) report.wrote("settings", !existing.has(id));
    },
  );
}

/**
 * beabee's own wording of its emails: option `email-templates` names, per template, the
 * `email` row that replaces the built-in text. Written as Agora's override in the language
 * of beabee's option `locale`.
 */
export async function importEmailTemplates({
  source,
  tx,
  report,
  pageSize,
}: ImportContext): Promise<void> {
  const options = await source.query<{ key: string; value: string }>(
    `select key, value from option where key in ('email-templates', 'locale')`,
  );
  const chosen = toJson(options.find((option) => option.key === "email-templates")?.value);
  const locale = parseLocale(options.find((option) => option.key === "locale")?.value) ?? "en";
  const entries =
    chosen && typeof chosen === "object" ? Object.entries(chosen as Record<string, unknown>) : [];
  report.found("email templates", entries.length);
  // The option is one value; the emails it names are read and written a page at a time.
  for (let start = 0; start < entries.length; start += pageSize) {
    const page = [];
    for (const [templateId, emailId] of entries.slice(start, start + pageSize)) {
      if (!isEmailTemplateId(templateId)) {
        report.refuse("email templates", templateId, "Agora has no such email");
        continue;
      }
      page.push({
        templateId,
        emailId: typeof emailId === "string" && UUID.test(emailId) ? emailId.toLowerCase() : null,
      });
    }
    const emailIds = page.flatMap(({ emailId }) => emailId ?? []);
    const emails = new Map(
      (emailIds.length > 0
        ? await source.query<{ id: string; subject: string; body: string }>(
            "select id::text as id, subject, body from email where id = any($1::uuid[])",
            [emailIds],
          )
        : []
      ).map((email) => [email.id, email]),
    );
    const taken = [];
    for (const { templateId, emailId } of page) {
      const email = emailId ? emails.get(emailId) : undefined;
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
      taken.push({
        templateId,
        locale,
        subject: subject.text,
        body: body.text,
        updatedAt: new Date(),
      });
    }
    if (taken.length === 0) continue;
    const existing = new Set(
      (
        await tx
          .select({ templateId: emailTemplateOverrides.templateId })
          .from(emailTemplateOverrides)
          .where(
            and(
              eq(emailTemplateOverrides.locale, locale),
              inArray(
                emailTemplateOverrides.templateId,
                taken.map(({ templateId }) => templateId),
              ),
            ),
          )
      ).map((found) => found.templateId),
    );
    await tx
      .insert(emailTemplateOverrides)
      .values(taken)
      .onConflictDoUpdate({
        target: [emailTemplateOverrides.templateId, emailTemplateOverrides.locale],
        set: fromProposed(emailTemplateOverrides, ["subject", "body", "updatedAt"]),
      });
    for (const { templateId } of taken) {
      report.wrote("email templates", !existing.has(templateId));
    }
  }
}
