import { sql, type SQLWrapper } from "drizzle-orm";
import { adminOnlyKeys, type FormSchema } from "@core/forms";
import {
  CALLOUT_RESPONSE_FILTER_FIELDS,
  answerFields,
  isRuleGroup,
  type FilterTable,
} from "@core/rules";
import { isUuid } from "@core/validation";
import { calloutAnswerCountsOf } from "./answer-counts";
import {
  calloutResponseNumbers,
  calloutResponseTags,
  calloutResponseTriage,
  calloutResponses,
} from "../../db/schema";
import {
  answerColumns,
  type AnswerNumbers,
  compileRule,
  negatable,
  relatedArray,
  searchText,
  valueOf,
  type FieldColumn,
  type FieldColumns,
  type RuleCompiler,
} from "../rules";

/** A filter table of responses and how each of its fields reaches the database. */
export interface ResponseFilter {
  fields: FilterTable;
  columns: FieldColumns;
}

/** Fields only staff filter on: triage, and the full text (it would find admin-only notes). */
const STAFF_FIELDS = new Set(["bucket", "tags", "assignee", "answers"]);

/**
 * The tags a response carries, one of them (a tag id) when given. Reached from the triage
 * row's response id, as the kept numbers below: a total that no other rule needs the
 * responses' wide rows for then counts the narrow tables alone (`countResponses`).
 */
const tagsColumn: FieldColumn = relatedArray((tagId) => {
  const tagged = sql`select 1 from ${calloutResponseTags} where ${calloutResponseTags.responseId} = ${calloutResponseTriage.responseId}`;
  if (tagId === undefined) return tagged;
  // A value that is no tag id names no tag: nothing carries it (and no cast can fail).
  return isUuid(tagId)
    ? sql`${tagged} and ${calloutResponseTags.tagId} = ${tagId.toLowerCase()}::uuid`
    : sql`${tagged} and false`;
});

/** A response's kept numbers for one question (migration 0034). */
const responseNumbers: AnswerNumbers = (field, test) => {
  const numbers = calloutResponseNumbers;
  const rows = sql`select 1 from ${numbers} where ${numbers.responseId} = ${calloutResponseTriage.responseId}
    and ${numbers.slideId} = ${field.slideId} and ${numbers.key} = ${field.key}`;
  return test ? sql`${rows} and ${test(numbers.value)}` : rows;
};

/**
 * A uuid column: `equal` to a uuid compares uuids, so the column's indexes serve it (a bulk
 * change's `calloutId equal`, which as text was a scan of every response); equal to anything
 * else matches nothing; other tests read its text, as before.
 */
function uuidColumn(column: SQLWrapper): RuleCompiler {
  return negatable((rule) => {
    if (rule.operator !== "equal") return compileRule(rule, column);
    const value = String(valueOf(rule));
    return isUuid(value) ? sql`${column} = ${value.toLowerCase()}::uuid` : sql`false`;
  });
}

const FIXED_COLUMNS: Record<keyof typeof CALLOUT_RESPONSE_FILTER_FIELDS, FieldColumn> = {
  id: uuidColumn(calloutResponses.id),
  contact: calloutResponses.contactId,
  calloutId: uuidColumn(calloutResponses.calloutId),
  createdAt: calloutResponses.createdAt,
  updatedAt: calloutResponseTriage.updatedAt,
  bucket: calloutResponseTriage.bucket,
  tags: tagsColumn,
  assignee: calloutResponseTriage.assigneeId,
  answers: searchText(calloutResponses.answersText),
};

/**
 * The filter table of responses and its columns: the contract's fixed fields, and with a
 * callout's form one field per question (`answers.<slideId>.<key>`). Only the callout's staff
 * (`staff`) filter on triage, search all answers at once or ask admin-only questions: anyone
 * else could learn the newsroom's notes on their own responses that way. The triage fields
 * read `callout_response_triage`, which the query joins (`triageOfResponse`). With the callout's
 * id (`calloutId`: for a selection of that callout's responses alone), a question's rule that
 * its kept counts say matches nothing is false before any response is read.
 */
export function responseFilter(
  form: FormSchema | undefined,
  staff: boolean,
  calloutId?: string,
): ResponseFilter {
  const adminOnly = new Set(
    (form?.slides ?? []).flatMap((slide) =>
      [...adminOnlyKeys(slide)].map((key) => `${slide.id}.${key}`),
    ),
  );
  const questions = form
    ? answerFields(form).filter((field) => staff || !adminOnly.has(`${field.slideId}.${field.key}`))
    : [];
  const fixed = Object.entries(CALLOUT_RESPONSE_FILTER_FIELDS).filter(
    ([name]) => staff || !STAFF_FIELDS.has(name),
  );
  return {
    fields: {
      ...Object.fromEntries(fixed),
      ...Object.fromEntries(questions.map((field) => [field.name, field.definition])),
    },
    columns: {
      ...FIXED_COLUMNS,
      ...answerColumns(
        calloutResponses.answers,
        questions,
        calloutResponses.answersText,
        responseNumbers,
        calloutId === undefined ? undefined : calloutAnswerCountsOf(calloutId),
      ),
    },
  };
}

/**
 * The callout a rule group pins, when its top level says `calloutId equal <id>` (and is an
 * AND, or that rule alone): lists and bulk changes across callouts then filter on that
 * callout's questions too.
 */
export function pinnedCalloutId(group: unknown): string | undefined {
  if (typeof group !== "object" || group === null || !("rules" in group)) return undefined;
  const { condition, rules } = group as { condition?: unknown; rules?: unknown };
  if (!Array.isArray(rules)) return undefined;
  if (condition !== "AND" && rules.length !== 1) return undefined;
  for (const rule of rules) {
    if (typeof rule !== "object" || rule === null || isRuleGroup(rule)) continue;
    const { field, operator, value } = rule as Record<string, unknown>;
    if (
      field === "calloutId" &&
      operator === "equal" &&
      Array.isArray(value) &&
      typeof value[0] === "string" &&
      isUuid(value[0])
    ) {
      return value[0].toLowerCase();
    }
  }
  return undefined;
}
