import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { NEGATIONS, isNegation, type AnswerField, type ValidRule } from "@core/rules";
import type { AnswerCountKind } from "../../db/schema";
import {
  compileRule,
  escapeLike,
  negatable,
  unsupported,
  valueOf,
  type FieldColumn,
  type PositiveRule,
  type RuleCompiler,
} from "./compile";

// Builders for fields that are not one plain column. Each gives the negations for free
// (`negatable`): they match exactly the rows the positive does not.

/**
 * An array field held in other rows, such as tags in a join table. `rows(value)` is a select
 * of the rows linked to the outer row, narrowed to `value` when there is one.
 */
export function relatedArray(rows: (value?: string) => SQL): RuleCompiler {
  return negatable((rule) => {
    if (rule.operator === "contains") return sql`exists (${rows(String(valueOf(rule)))})`;
    if (rule.operator === "is_empty") return sql`not exists (${rows()})`;
    return unsupported(rule);
  });
}

/** Select boxes' answers, stored as `{red: true, green: false}`: an option counts when true. */
export function selectBoxes(expression: SQLWrapper): RuleCompiler {
  return negatable((rule) => {
    if (rule.operator === "contains") {
      return sql`(${expression} -> ${String(valueOf(rule))}::text) = 'true'::jsonb`;
    }
    if (rule.operator === "is_empty") {
      return sql`not coalesce(jsonb_path_exists(${expression}, '$.* ? (@ == true)'), false)`;
    }
    return unsupported(rule);
  });
}

/**
 * A blob field over a whole jsonb document, such as a response's answers: `contains` looks
 * in every text and number inside it (not in keys or JSON punctuation); `is_empty` means
 * there is none.
 */
export function answersText(expression: SQLWrapper): RuleCompiler {
  const scalars = sql`from jsonb_path_query(${expression}, 'strict $.**') as answer(value)
    where jsonb_typeof(answer.value) in ('string', 'number')`;
  return negatable((rule) => {
    if (rule.operator === "contains") {
      const pattern = `%${escapeLike(String(valueOf(rule)))}%`;
      return sql`exists (select 1 ${scalars} and answer.value #>> '{}' ilike ${pattern} escape '\\')`;
    }
    if (rule.operator === "is_empty") return sql`not exists (select 1 ${scalars})`;
    return unsupported(rule);
  });
}

/**
 * A blob field kept as lower-cased text beside what it stands for (such as a response's
 * `answers_text`): `contains` is a case-insensitive substring test, as `answersText`, without
 * walking any JSON. A `like` on the lower-cased value, so a trigram index serves it.
 */
export function searchText(lowered: SQLWrapper): RuleCompiler {
  return negatable((rule) => {
    if (rule.operator === "contains") {
      const pattern = `%${escapeLike(String(valueOf(rule)))}%`;
      return sql`${lowered} like lower(${pattern}::text) escape '\\'`;
    }
    if (rule.operator === "is_empty") return sql`${lowered} = ''`;
    return unsupported(rule);
  });
}

/**
 * Whether a question was answered: a non-empty text, any number or yes/no, a non-empty list
 * or object. Skipped questions (on a slide the reader's path left out) have no answer at all.
 */
function answered(answer: SQL): SQL {
  return sql`coalesce(case jsonb_typeof(${answer})
    when 'string' then (${answer} #>> '{}') <> ''
    when 'array' then jsonb_array_length(${answer}) > 0
    when 'object' then ${answer} <> '{}'::jsonb
    when 'number' then true
    when 'boolean' then true
    else false end, false)`;
}

/** `answers @> {"slide": {"key": value}}`: a test the answers' GIN index serves. */
function answerContains(answers: SQLWrapper, field: AnswerField, value: unknown): SQL {
  const shape = JSON.stringify({ [field.slideId]: { [field.key]: value } });
  return sql`${answers} @> ${shape}::jsonb`;
}

/** The text operators whose match has its value somewhere in the answer's own text. */
const TEXT_FINDS = new Set(["equal", "contains", "begins_with", "ends_with"]);

/**
 * A text rule on one answer, with a test on the answers' lower-cased search text first
 * (`lowered`, such as `answers_text`) where the value must appear in it: the trigram index
 * finds the few candidate rows, and the exact test on the answer decides. Without the search
 * text, or for a value with nothing to look up, the exact test alone.
 */
function answerText(answer: SQL, lowered: SQLWrapper | undefined): RuleCompiler {
  return negatable((rule) => {
    // The text of a string or a number: other JSON (an object stored by mistake) has none,
    // as `callout_response_texts` keeps it (migration 0045), whose counts must agree.
    const exact = compileRule(
      rule,
      sql`(case when jsonb_typeof(${answer}) in ('string', 'number') then ${answer} #>> '{}' end)`,
    );
    if (!lowered || !findsText(rule)) return exact;
    return sql`(${searchText(lowered)({ ...rule, operator: "contains" })} and ${exact})`;
  });
}

/** Whether a text rule's match has its (non-empty) value somewhere in the answer's text. */
function findsText(rule: ValidRule): boolean {
  const value = rule.value[0];
  return TEXT_FINDS.has(rule.operator) && typeof value === "string" && value !== "";
}

/** Field types whose answers `answerColumn` reads otherwise than as text. */
const NOT_TEXT = new Set(["array", "number", "boolean", "enum"]);

/**
 * A select of the numbers a row's answers hold for one question, kept in a table of their
 * own (such as `callout_response_numbers`), narrowed by `test` on the number when given.
 */
export type AnswerNumbers = (field: AnswerField, test?: (value: SQLWrapper) => SQL) => SQL;

/**
 * A number question's rules as `exists` tests on its kept numbers, which the numbers' index
 * serves; a negation is `not exists`, which the planner makes an anti-join. Equality stays
 * containment in the answers (their GIN index).
 */
function keptNumber(answers: SQLWrapper, field: AnswerField, numbers: AnswerNumbers): RuleCompiler {
  const positive = (rule: PositiveRule): SQL => {
    if (rule.operator === "is_empty") return sql`not exists (${numbers(field)})`;
    if (rule.operator === "equal") {
      return answerContains(answers, field, valueOf(rule));
    }
    return sql`exists (${numbers(field, (value) => compileRule(rule, value))})`;
  };
  return (rule) => {
    if (!isNegation(rule.operator)) return positive(rule as PositiveRule);
    const opposite = { ...rule, operator: NEGATIONS[rule.operator] } as PositiveRule;
    if (opposite.operator === "is_empty") return sql`exists (${numbers(field)})`;
    // A number equal to the value is one kept row, as the containment test finds it.
    return sql`not exists (${numbers(field, (value) => compileRule(opposite, value))})`;
  };
}

/**
 * Counts kept of the rows' answers (such as callout_answer_counts, migration 0039): `all` rows,
 * how many answer a question so (`of`: undefined where no count is kept of that value), and how
 * many answer it with a number a rule takes (`numbers`).
 */
export interface AnswerCounts {
  all: SQL;
  of(field: AnswerField, kind: AnswerCountKind, value?: unknown): SQL | undefined;
  numbers(field: AnswerField, rule: PositiveRule): SQL;
  /**
   * How many rows' kept lower-cased text of a question is `like` the lower-cased `pattern`
   * (such as callout_response_texts).
   */
  texts(field: AnswerField, pattern: string): SQL;
  /**
   * How many rows' whole lower-cased search text is `like` the lower-cased `pattern` (such as
   * callout_response_search_texts).
   */
  searchTexts(pattern: string): SQL;
}

/**
 * How many rows a positive rule on one question matches, from the kept counts: each count is
 * of the very test the rule compiles to below, applied to each answer as it was stored.
 * Undefined where no count is kept for the rule.
 */
export function keptMatches(
  rule: PositiveRule,
  field: AnswerField,
  counts: AnswerCounts,
): SQL | undefined {
  const type = field.definition.type;
  const value = rule.value[0];
  const lessThanAll = (kept: SQL | undefined) => kept && sql`(${counts.all} - ${kept})`;
  switch (rule.operator) {
    case "is_empty":
      // Select boxes with no box ticked; a number question without a number (its kept
      // numbers); any other question left blank or skipped.
      return lessThanAll(
        counts.of(field, type === "array" ? "ticked" : type === "number" ? "number" : "answered"),
      );
    case "equal":
      // An answer that is not `true` (unticked, skipped, stored as nothing) equals false.
      if (type === "boolean") {
        const ticked = counts.of(field, "value", true);
        return value === true ? ticked : lessThanAll(ticked);
      }
      return type === "enum" || type === "number" ? counts.of(field, "value", value) : undefined;
    case "contains":
      return type === "array" ? counts.of(field, "box", String(value)) : undefined;
    case "less":
    case "less_or_equal":
    case "greater":
    case "greater_or_equal":
    case "between":
      return type === "number" ? counts.numbers(field, rule) : undefined;
    default:
      return undefined;
  }
}

/** The LIKE patterns of the case-insensitive text rules, by operator. */
const LIKE_PATTERNS: Partial<Record<string, (value: string) => string>> = {
  contains: (value) => `%${value}%`,
  begins_with: (value) => `${value}%`,
  ends_with: (value) => `%${value}`,
};

/**
 * How many rows a positive rule on one text question matches, from kept lower-cased texts
 * (`counts.texts`: a count through a trigram index rather than a read of each candidate row's
 * answers). Only the case-insensitive rules (`ilike`, which lower-cases both sides in a
 * multibyte database, as here) with a non-empty value: a skipped question's missing text
 * matches an empty one, and `equal` tells cases apart. Undefined for other rules and questions.
 * Not for `guardedByCounts`: a list would count its matches before reading its page.
 */
export function keptTextMatches(
  rule: PositiveRule,
  field: AnswerField,
  counts: AnswerCounts,
): SQL | undefined {
  const pattern = LIKE_PATTERNS[rule.operator];
  const value = rule.value[0];
  if (NOT_TEXT.has(field.definition.type) || !pattern || typeof value !== "string" || !value) {
    return undefined;
  }
  return counts.texts(field, pattern(escapeLike(value)));
}

/** Letters or digits three in a row: a `like` pattern the trigram indexes can look up. */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;

/**
 * How many rows a full-text search (`contains` on `searchText`'s blob, such as a response's
 * `answers_text`) matches, from the kept narrow copy of that text, when the value is too short
 * for a trigram ("4", "a b"): the count then reads every row of the callout, and reads far
 * fewer pages there. Undefined otherwise: the trigram index finds a longer value's few rows.
 */
export function keptSearchMatches(rule: PositiveRule, counts: AnswerCounts): SQL | undefined {
  const value = rule.value[0];
  if (rule.operator !== "contains" || typeof value !== "string" || TRIGRAM.test(value)) {
    return undefined;
  }
  return counts.searchTexts(`%${escapeLike(value)}%`);
}

/**
 * A question's rules, false at once where the kept counts say no row matches: PostgreSQL tests
 * the uncorrelated count once, before reading any row, where a page in number order of a filter
 * matching nothing (a question everyone answered, filtered on `is_empty`) read every row.
 */
function guardedByCounts(
  compile: RuleCompiler,
  field: AnswerField,
  counts: AnswerCounts,
): RuleCompiler {
  return (rule) => {
    const negation = isNegation(rule.operator);
    const positive = (
      isNegation(rule.operator) ? { ...rule, operator: NEGATIONS[rule.operator] } : rule
    ) as PositiveRule;
    const kept = keptMatches(positive, field, counts);
    if (!kept) return compile(rule);
    const matches = negation ? sql`(${counts.all} - ${kept})` : kept;
    return sql`(${compile(rule)} and ${matches} > 0)`;
  };
}

/** One answer as the SQL its field type compares: text, a number or a boolean. */
function answerColumn(
  answers: SQLWrapper,
  field: AnswerField,
  lowered: SQLWrapper | undefined,
  numbers: AnswerNumbers | undefined,
): RuleCompiler {
  const answer = sql`(${answers} -> ${field.slideId}::text -> ${field.key}::text)`;
  // Cast only answers of the right JSON type, so an odd stored value never fails the query.
  const as = (jsonType: string, sqlType: SQL) =>
    sql`(case when jsonb_typeof(${answer}) = ${jsonType} then ${answer}::${sqlType} end)`;
  const emptiness = negatable((rule) =>
    rule.operator === "is_empty" ? sql`not ${answered(answer)}` : unsupported(rule),
  );
  const isEmptiness = (rule: ValidRule) =>
    rule.operator === "is_empty" || rule.operator === "is_not_empty";
  switch (field.definition.type) {
    case "array": {
      // Select boxes: a ticked option is stored as `{"<option>": true}`.
      const boxes = selectBoxes(answer);
      return negatable((rule) =>
        rule.operator === "contains"
          ? answerContains(answers, field, { [String(valueOf(rule))]: true })
          : boxes(rule),
      );
    }
    case "number": {
      if (numbers) return keptNumber(answers, field, numbers);
      const number = as("number", sql`numeric`);
      // Equality is containment, which the answers' GIN index serves; the rest compare.
      return negatable((rule) =>
        rule.operator === "equal"
          ? answerContains(answers, field, valueOf(rule))
          : compileRule(rule, number),
      );
    }
    case "boolean": {
      // An unticked checkbox may be stored as nothing at all: that equals false.
      const value = sql`coalesce(${as("boolean", sql`boolean`)}, false)`;
      return (rule) => {
        if (isEmptiness(rule)) return emptiness(rule);
        if (rule.operator === "equal" && valueOf(rule) === true) {
          return answerContains(answers, field, true);
        }
        return compileRule(rule, value);
      };
    }
    case "enum":
      return (rule) => {
        if (isEmptiness(rule)) return emptiness(rule);
        return negatable((positive) =>
          positive.operator === "equal"
            ? answerContains(answers, field, valueOf(positive))
            : compileRule(positive, sql`(${answer} #>> '{}')`),
        )(rule);
      };
    default: {
      const text = answerText(answer, lowered);
      return (rule) => (isEmptiness(rule) ? emptiness(rule) : text(rule));
    }
  }
}

/**
 * The columns of a form's answer fields (`answerFields(form)` from src/core/rules), all read
 * from one jsonb column of answers by slide and key; `lowered`, when the rows keep one, is
 * every text and number of the answers lower-cased (`searchText`), which text rules look in
 * first; `numbers`, when the rows keep their numbers apart, reads number questions there;
 * `counts`, when kept of the rows' answers, makes a rule that matches nothing false at once.
 */
export function answerColumns(
  answers: SQLWrapper,
  fields: readonly AnswerField[],
  lowered?: SQLWrapper,
  numbers?: AnswerNumbers,
  counts?: AnswerCounts,
): Record<string, FieldColumn> {
  return Object.fromEntries(
    fields.map((field) => {
      const column = answerColumn(answers, field, lowered, numbers);
      return [field.name, counts ? guardedByCounts(column, field, counts) : column];
    }),
  );
}
