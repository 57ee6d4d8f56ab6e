import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type {
  CalloutResponse,
  CalloutResponsePage,
  CalloutResponseSort,
  CalloutResponseWith,
} from "../../../src/core/callouts";
import { adminOnlyKeys, omitAdminOnly, type FormSchema } from "../../../src/core/forms";
import {
  CALLOUT_RESPONSE_FILTER_FIELDS,
  answerFields,
  parseRulesParam,
  type FilterTable,
} from "../../../src/core/rules";
import type { Database } from "../../db/connection";
import { calloutResponses, callouts } from "../../db/schema";
import type { CalloutService, CalloutViewer } from "../callouts";
import type { ContactService } from "../contacts";
import {
  answerColumns,
  answersText,
  compileRule,
  compileRuleGroup,
  paginate,
  type FieldColumns,
} from "../rules";
import { sentSignedInBy } from "./own";
import { toResponse } from "./record";

export interface ResponseListOptions {
  limit: number;
  offset: number;
  sort?: CalloutResponseSort | undefined;
  order: "ASC" | "DESC";
  with?: readonly CalloutResponseWith[];
  /** The `rules` parameter as sent: checked here against the callout's own questions. */
  rules?: string | undefined;
}

/**
 * The filter table of one callout's responses, and how each field reaches the database. Only
 * admins filter on admin-only questions, or search all answers at once: anyone else could
 * learn the newsroom's notes on their own responses that way.
 */
function responseFilter(form: FormSchema, isAdmin: boolean) {
  const adminOnly = new Set(
    form.slides.flatMap((slide) => [...adminOnlyKeys(slide)].map((key) => `${slide.id}.${key}`)),
  );
  const questions = answerFields(form).filter(
    (field) => isAdmin || !adminOnly.has(`${field.slideId}.${field.key}`),
  );
  const fixed = Object.entries(CALLOUT_RESPONSE_FILTER_FIELDS).filter(
    ([name]) => isAdmin || name !== "answers",
  );
  const fields: FilterTable = {
    ...Object.fromEntries(fixed),
    ...Object.fromEntries(questions.map((field) => [field.name, field.definition])),
  };
  const columns: FieldColumns = {
    id: calloutResponses.id,
    contact: calloutResponses.contactId,
    calloutId: calloutResponses.calloutId,
    createdAt: calloutResponses.createdAt,
    updatedAt: calloutResponses.updatedAt,
    bucket: calloutResponses.bucket,
    // Tags and assignees arrive with response triage: until then none has any.
    tags: (rule) => compileRule(rule, sql`'[]'::jsonb`),
    assignee: sql`null::uuid`,
    answers: answersText(calloutResponses.answers),
    ...answerColumns(calloutResponses.answers, questions),
  };
  return { fields, columns };
}

/**
 * The order of a response list, as the indexes of `callout_responses` hold it: numbers are
 * unique per callout, and dates tie-break on the id in the same direction, so each page is read
 * straight from an index at any size. The columns are never null, so no nulls clause is needed.
 */
function responseOrder(sort: CalloutResponseSort | undefined, order: "ASC" | "DESC"): SQL[] {
  const direction = order === "DESC" ? desc : asc;
  if (sort === "createdAt") {
    return [direction(calloutResponses.createdAt), direction(calloutResponses.id)];
  }
  if (sort === "updatedAt") {
    return [direction(calloutResponses.updatedAt), direction(calloutResponses.id)];
  }
  return [direction(calloutResponses.number)];
}

/** `GET /callout/:id/responses`: all of them for admins, one's own for anyone else. */
export function createResponseList(options: {
  db: Database;
  callouts: CalloutService;
  contacts: ContactService;
}) {
  const { db, contacts } = options;
  return async function list(
    idOrSlug: string,
    viewer: CalloutViewer,
    list: ResponseListOptions,
  ): Promise<CalloutResponsePage> {
    const found = await options.callouts.findForResponse(idOrSlug, viewer);
    const filter = list.rules ? responseFilter(found.record.formSchema, viewer.isAdmin) : undefined;
    const rules =
      filter && list.rules
        ? parseRulesParam(list.rules, filter.fields, { contactId: viewer.contactId })
        : undefined;
    const mine = viewer.isAdmin
      ? undefined
      : viewer.contactId
        ? sentSignedInBy(viewer.contactId)
        : sql`false`;
    const where = and(
      eq(calloutResponses.calloutId, found.record.id),
      mine,
      rules && filter && compileRuleGroup(rules, filter.columns),
    );
    const wanted = new Set(list.with ?? []);
    return paginate({
      query: db
        .select()
        .from(calloutResponses)
        .where(where)
        .orderBy(...responseOrder(list.sort, list.order)),
      // All of a callout's responses: the count its row keeps, not a count of 100,000 rows.
      countQuery:
        mine === undefined && !rules
          ? db
              .select({ value: callouts.responseCount })
              .from(callouts)
              .where(eq(callouts.id, found.record.id))
          : db.$count(calloutResponses, where),
      limit: list.limit,
      offset: list.offset,
      map: async (rows) => {
        const [callout, people] = await Promise.all([
          wanted.has("callout") ? options.callouts.describe(found.record, viewer) : undefined,
          wanted.has("contact") && viewer.isAdmin
            ? contacts.getMany(rows.flatMap((row) => (row.contactId ? [row.contactId] : [])))
            : undefined,
        ]);
        return rows.map((row): CalloutResponse => {
          const answers = viewer.isAdmin
            ? row.answers
            : omitAdminOnly(found.record.formSchema, row.answers);
          return {
            ...toResponse(row),
            ...(wanted.has("answers") ? { answers } : {}),
            ...(callout ? { callout } : {}),
            ...(people ? { contact: (row.contactId && people.get(row.contactId)) || null } : {}),
            // Triage (assignees, tags, comments) arrives with the admin's response screens.
            ...(wanted.has("assignee") && viewer.isAdmin ? { assignee: null } : {}),
            ...(wanted.has("tags") ? { tags: [] } : {}),
            ...(wanted.has("latestComment") ? { latestComment: null } : {}),
          };
        });
      },
    });
  };
}
