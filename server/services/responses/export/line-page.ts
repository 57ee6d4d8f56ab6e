import { and, gt, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { FormSchema } from "@core/forms";
import {
  calloutResponseComments,
  calloutResponseTags,
  calloutResponseTriage,
  calloutResponses,
  calloutTags,
  contacts,
} from "@server/db/schema";
import { csvFieldSql, csvLineSql, isoSql } from "@server/lib/export/csv-sql";
import { columnName } from "@server/lib/export/xlsx";
import { triageOfResponse } from "../record";
import { answerSql, jsTrimSql, labelMap, literal, plainTextSql, type CellWords } from "./cells-sql";
import { DELETED_AUTHOR, questionsOf } from "./questions";

// On its own (no translation code) so the bench can time the engine's COPY of it.

export interface LinePageOptions {
  form: FormSchema;
  where: SQL | undefined;
  hideContacts: boolean;
  words: CellWords;
  format: "csv" | "xlsx";
}

/**
 * What changes from one page to the next: a number, or a placeholder an export fills in at
 * each page so that it builds the statement's text once (line-page's text is long: building it
 * cost each page a few milliseconds of the server's thread).
 */
export type PageValue = number | Placeholder;

/** A row of the page: its line (CSV) or `<row>` (XLSX), NULL where JS must write it. */
export interface LineRow {
  number: number;
  line: string | null;
}

/** The most characters a cell may hold for SQL to write it: clipping is left to JS. */
const CELL_SAFE = 16_383;

/** Characters XML 1.0 cannot hold, as xlsx.ts's NOT_XML (PostgreSQL's text has no NUL). */
const NOT_XML = String.raw`[\x01-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]`;

/**
 * A contact's names and email by its key, for a lateral join: a lookup with a limit cannot be
 * turned into a join, so each page reads one contact per row whatever its size. Joined as a
 * set, pages from about 1,000 rows read every contact into a hash, page after page (on
 * PGlite 46 against 27 µs a row with 100,000 contacts; issue #28).
 */
export function contactByKey(id: SQL): SQL {
  return sql`select ${contacts.firstname} as firstname, ${contacts.lastname} as lastname,
      ${contacts.email} as email
    from ${contacts} where ${contacts.id} = ${id} limit 1`;
}

/** xlsx.ts's `xmlText`. */
function xmlTextSql(text: SQL): SQL {
  return sql`case when ${text} ~ ${literal(`[&<>"]|${NOT_XML}`)} then
    replace(replace(replace(replace(regexp_replace(${text}, ${literal(NOT_XML)}, '', 'g'),
      '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')
    else ${text} end`;
}

/** xlsx.ts's `cell` of a text in column `column` of row `row`: nothing when empty. */
function xlsxTextCell(text: SQL, column: number, row: SQL): SQL {
  // The letters are ours ([A-Z]+), so they go into the statement's text.
  const start = sql.raw(`'<c r="${columnName(column)}'`);
  // concat, not ||: one text built, not one per operator.
  return sql`case when ${text} = '' then '' else concat(${start}, ${row},
    '" t="inlineStr"><is><t xml:space="preserve">', ${xmlTextSql(text)}, '</t></is></c>') end`;
}

/**
 * One page of the export as lines the database writes: the page's responses by number after
 * `after`, the respondent's and assignee's contact each by its key (`contactByKey`), the tags
 * and the comments joined as sets (as `responseExportPage`), each cell written as rows.ts's
 * `cells` writes it, then the line as csv.ts's `csvRow` (or xlsx.ts's `row`, the sheet's rows
 * before the page given by `rowsBefore`) writes it. Three steps, each fenced with `offset 0` so that an expression
 * used several times by the next step is computed once.
 */
export function responseLinePage(
  options: LinePageOptions & {
    after: PageValue | undefined;
    limit: PageValue;
    /** The sheet's rows before the page (XLSX). */
    rowsBefore: PageValue;
  },
): SQL {
  const { words } = options;
  const questions = questionsOf(options.form);
  const where = and(
    options.where,
    options.after === undefined ? undefined : gt(calloutResponses.number, options.after),
  );
  const r = calloutResponses;
  const page = sql`select ${r.id} as id, ${r.number} as number, ${r.contactId} as contact_id,
      ${r.guestName} as guest_name, ${r.guestEmail} as guest_email, ${r.answers} as answers,
      ${r.newsletter} as newsletter, ${r.createdAt} as created_at,
      ${calloutResponseTriage.bucket} as bucket, ${calloutResponseTriage.assigneeId} as assignee_id
    from ${r} inner join ${calloutResponseTriage} on ${triageOfResponse}
    where ${where ?? sql`true`} order by ${r.number} limit ${options.limit}`;
  const tags = sql`select ${calloutResponseTags.responseId} as response_id,
      string_agg(${calloutTags.name}, ', ' order by lower(${calloutTags.name})) as names
    from ${calloutResponseTags} inner join ${calloutTags} on ${calloutTags.id} = ${calloutResponseTags.tagId}
    where ${calloutResponseTags.responseId} in (select id from page)
    group by ${calloutResponseTags.responseId}`;
  const c = calloutResponseComments;
  const authorName = sql`coalesce(nullif(${jsTrimSql(sql`author.firstname || ' ' || author.lastname`)}, ''), author.email)`;
  const comments = sql`select ${c.responseId} as response_id, string_agg(
      case when author.email is null then ${literal(DELETED_AUTHOR)} else ${authorName} end
        || ' (' || ${isoSql(c.createdAt)} || '): ' || ${plainTextSql(sql`${c.text}`)},
      ', ' order by ${c.createdAt}, ${c.id}) as list
    from ${c} left join ${contacts} as author on author.id = ${c.contactId}
    where ${c.responseId} in (select id from page)
    group by ${c.responseId}`;
  const space = sql`strpos(page.guest_name, ' ')`;
  const slides = [...new Set(questions.map((question) => question.slideId))];
  // `ownValue` finds keys in a text or a list too ("0", "length"): such answers go to JS.
  const plainAnswers = sql.join(
    [
      sql`jsonb_typeof(page.answers) = 'object'`,
      ...slides.map(
        (slide) =>
          sql`coalesce(jsonb_typeof(page.answers -> ${slide}::text), 'null') not in ('string', 'array')`,
      ),
    ],
    sql` and `,
  );
  const joined = sql`select page.number, ${isoSql(sql`page.created_at`)} as created_at, page.bucket,
      coalesce(tag_names.names, '') as tags, coalesce(assignee.email, '') as assignee,
      case when page.guest_email is null then coalesce(respondent.firstname, '')
        when ${space} = 0 then page.guest_name else left(page.guest_name, ${space} - 1) end as first,
      case when page.guest_email is null then coalesce(respondent.lastname, '')
        when ${space} = 0 then '' else substr(page.guest_name, ${space} + 1) end as last,
      case when page.guest_email is null
        then ${jsTrimSql(sql`coalesce(respondent.firstname, '') || ' ' || coalesce(respondent.lastname, '')`)}
        else page.guest_name end as full_name,
      coalesce(page.guest_email, respondent.email, '') as email,
      (page.guest_email is not null)::text as guest,
      case when page.newsletter is null or jsonb_typeof(page.newsletter) = 'null' then ''
        when jsonb_typeof(page.newsletter -> 'optIn') = 'boolean' then (page.newsletter -> 'optIn')::text
        end as opt_in,
      case when page.newsletter is null or jsonb_typeof(page.newsletter) = 'null' then ''
        when jsonb_typeof(page.newsletter -> 'groups') = 'array' then (
          select case when count(*) filter (where jsonb_typeof(grp.value) <> 'string') = 0
            then coalesce(string_agg(grp.value #>> '{}', ', ' order by grp.ordinality), '') end
          from jsonb_array_elements(page.newsletter -> 'groups') with ordinality as grp(value, ordinality))
        end as news_groups,
      coalesce(comment_list.list, '') as comments,
      ${plainAnswers} as plain_answers,
      ${words.yes}::text as yes_word, ${words.no}::text as no_word,
      ${words.signed}::text as signed_word, ${words.origin}::text as origin
      ${sql.join(
        questions.map(
          ({ slideId, component }, n) =>
            sql`, page.answers -> ${slideId}::text -> ${component.key}::text as ${sql.raw(`a${n}`)},
              ${labelMap(component)}::jsonb as ${sql.raw(`l${n}`)}`,
        ),
        sql``,
      )}
    from page
    left join lateral (${contactByKey(sql`page.contact_id`)}) as respondent on true
    left join lateral (${contactByKey(sql`page.assignee_id`)}) as assignee on true
    left join tag_names on tag_names.response_id = page.id
    left join comment_list on comment_list.response_id = page.id
    offset 0`;
  const answerColumns = questions.map((_, n) => sql.raw(`q${n}`));
  const refs = {
    yes: sql.raw("joined.yes_word"),
    no: sql.raw("joined.no_word"),
    signed: sql.raw("joined.signed_word"),
    origin: sql.raw("joined.origin"),
  };
  const cells = sql`select joined.number, created_at, bucket, tags, assignee, first, last, full_name,
      email, guest, opt_in, news_groups, comments, plain_answers,
      row_number() over (order by joined.number) + ${options.rowsBefore}::int + 1 as sheet_row
      ${sql.join(
        questions.map(
          ({ component }, n) =>
            sql`, ${answerSql(component, sql.raw(`joined.a${n}`), { ...refs, labels: sql.raw(`joined.l${n}`) })} as ${answerColumns[n]}`,
        ),
        sql``,
      )}
    from (${joined}) as joined offset 0`;
  const date = sql`created_at`;
  const texts = [
    date,
    sql`bucket`,
    sql`tags`,
    sql`assignee`,
    ...(options.hideContacts ? [] : [sql`first`, sql`last`, sql`full_name`, sql`email`]),
    sql`guest`,
    sql`opt_in`,
    sql`news_groups`,
    sql`comments`,
    ...answerColumns,
  ];
  // Cells JS writes (an answer left to it, a name it would clip) send the row to JS.
  const exact = sql.join(
    [
      sql`plain_answers`,
      ...[sql`opt_in`, sql`news_groups`, ...answerColumns].map((cell) => sql`${cell} is not null`),
      ...(options.format === "xlsx"
        ? texts.map((cell) => sql`length(${cell}) <= ${sql.raw(String(CELL_SAFE))}`)
        : []),
    ],
    sql` and `,
  );
  const rest = texts.slice(1);
  const line =
    options.format === "csv"
      ? csvLineSql([
          csvFieldSql(date),
          sql`cells.number::text`,
          ...rest.map((cell) => csvFieldSql(cell)),
        ])
      : sql`concat('<row r="', sheet_row, '">', ${sql.join(
          [
            xlsxTextCell(date, 0, sql`sheet_row`),
            sql`'<c r="B', sheet_row, '"><v>', cells.number, '</v></c>'`,
            ...rest.map((cell, n) => xlsxTextCell(cell, n + 2, sql`sheet_row`)),
          ],
          sql`, `,
        )}, '</row>')`;
  return sql`with page as (${page}), tag_names as (${tags}), comment_list as (${comments})
    select cells.number, case when ${exact} then ${line} end as line
    from (${cells}) as cells order by cells.number`;
}
