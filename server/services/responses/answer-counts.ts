import { sql } from "drizzle-orm";
import {
  calloutAnswerCounts,
  calloutResponseSearchTexts,
  calloutResponseTexts,
  callouts,
  type AnswerCountKind,
} from "../../db/schema";
import { compileRule, type AnswerCounts } from "../rules";

/** The longest text a kept `value` or `box` count is of (migration 0039), in bytes. */
const LONGEST_KEPT_TEXT = 200;

/** Whether migration 0039 keeps a `value` (or `box`) count of this value. */
function keepable(value: unknown): boolean {
  return (
    typeof value === "number" ||
    typeof value === "boolean" ||
    (typeof value === "string" && Buffer.byteLength(value, "utf8") <= LONGEST_KEPT_TEXT)
  );
}

/**
 * The counts kept of one callout's answers (migration 0039) and of all its responses, its
 * answers' kept texts (migration 0045) and its responses' search texts (migration 0046).
 */
export function calloutAnswerCountsOf(calloutId: string): AnswerCounts {
  const counts = calloutAnswerCounts;
  const ofQuestion = (field: { slideId: string; key: string }, kind: AnswerCountKind) =>
    sql`${counts.calloutId} = ${calloutId}::uuid and ${counts.slideId} = ${field.slideId}
      and ${counts.key} = ${field.key} and ${counts.kind} = ${kind}`;
  return {
    all: sql`(select ${callouts.responseCount} from ${callouts} where ${callouts.id} = ${calloutId}::uuid)`,
    of(field, kind, value = null) {
      if (value !== null && !keepable(value)) return undefined;
      return sql`coalesce((select ${counts.count} from ${counts}
        where ${ofQuestion(field, kind)} and ${counts.value} = ${JSON.stringify(value)}::jsonb), 0)`;
    },
    numbers(field, rule) {
      // A row per distinct number the question was answered with.
      const number = sql`(case when jsonb_typeof(${counts.value}) = 'number' then ${counts.value}::numeric end)`;
      return sql`coalesce((select sum(${counts.count}) from ${counts}
        where ${ofQuestion(field, "value")} and ${compileRule(rule, number)}), 0)`;
    },
    texts(field, pattern) {
      // `like` on the kept lower-cased text, which its trigram index serves.
      const texts = calloutResponseTexts;
      return sql`(select count(*) from ${texts} where ${texts.calloutId} = ${calloutId}::uuid
        and ${texts.slideId} = ${field.slideId} and ${texts.key} = ${field.key}
        and ${texts.value} like lower(${pattern}::text) escape '\\')`;
    },
    searchTexts(pattern) {
      const texts = calloutResponseSearchTexts;
      return sql`(select count(*) from ${texts} where ${texts.calloutId} = ${calloutId}::uuid
        and ${texts.value} like lower(${pattern}::text) escape '\\')`;
    },
  };
}
