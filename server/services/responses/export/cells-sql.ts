import { sql, type SQL } from "drizzle-orm";
import { optionsOf, type InputComponent } from "@core/forms";

// The export's cells (rows.ts: `exportAnswer`, `plainText`, the names) as SQL, so the database
// writes them and the server reads one text a row. Each expression answers the very text the
// JS writes, or NULL where it cannot be sure to (nested lists, numbers JS writes with an
// exponent, paths `new URL` would rewrite…): the export writes those rows in JS instead.

/**
 * Where the statement holds the words, the site's origin and the question's labels (a JSON
 * object of `labelMap`): columns computed once, so each is one parameter of the statement.
 */
export interface CellRefs {
  yes: SQL;
  no: SQL;
  signed: SQL;
  origin: SQL;
  labels: SQL;
}

/** The words the export writes in English, and the site's address for file paths. */
export interface CellWords {
  yes: string;
  no: string;
  signed: string;
  /** The site's origin (no trailing slash), written before a file's path. */
  origin: string;
}

/**
 * One of this module's constant texts (patterns, entities) as a literal in the statement, so
 * that a page's statement carries fewer parameters (each costs the embedded engine time).
 * Never for data: answers, labels and addresses are parameters.
 */
export function literal(text: string): SQL {
  return sql.raw(`'${text.replaceAll("'", "''")}'`);
}

/** What JS's `trim` and `\s` take as white space (ES2023: WhiteSpace and LineTerminator). */
export const JS_SPACES =
  "\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";
/** The same as a bracket expression of PostgreSQL's regular expressions. */
const SPACE_CLASS = String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;

/** JS's `trim`. */
export function jsTrimSql(text: SQL): SQL<string> {
  return sql<string>`btrim(${text}, ${literal(JS_SPACES)})`;
}

/** `plainText` of rows.ts: the same replacements in the same order. */
export function plainTextSql(html: SQL): SQL<string> {
  const breaks = String.raw`<[bB][rR]${SPACE_CLASS}*/?>|</[pP]>|</[lL][iI]>|</[dD][iI][vV]>`;
  let text = sql`regexp_replace(${html}, ${literal(breaks)}, ${literal("\n")}, 'g')`;
  text = sql`regexp_replace(${text}, '<[^>]*>', '', 'g')`;
  for (const [entity, character] of [
    ["&nbsp;", " "],
    ["&lt;", "<"],
    ["&gt;", ">"],
    ["&quot;", '"'],
    ["&#39;", "'"],
    ["&apos;", "'"],
    ["&amp;", "&"],
  ] as const) {
    text = sql`replace(${text}, ${literal(entity)}, ${literal(character)})`;
  }
  return jsTrimSql(sql`regexp_replace(${text}, ${literal("\n{2,}")}, ${literal("\n")}, 'g')`);
}

/**
 * `String(n)` of a JSON number, or NULL: the number's text as stored when JS writes the same
 * (at most 15 significant digits, no trailing zeros, no exponent in JS's range of plain
 * notation), else left to JS.
 */
export function jsNumberSql(json: SQL): SQL<string | null> {
  const text = sql`(${json})::text`;
  // Digits counted with leading zeros, sign and point aside: at most 15 is at most 15 significant.
  return sql<string | null>`case
    when ${text} ~ '^-?(0(\\.(?!000000)[0-9]*[1-9])?|[1-9][0-9]*(\\.[0-9]*[1-9])?)$'
      and length(${text}) <= 15 + (ascii(${text}) = 45)::int + (strpos(${text}, '.') > 0)::int
      then ${text} end`;
}

/** `String(x)` of an address's coordinate: a number, a text or a true/false; else NULL. */
function jsStringSql(json: SQL): SQL<string | null> {
  return sql<string | null>`case
    when ${json} is null then 'undefined'
    when jsonb_typeof(${json}) = 'number' then ${jsNumberSql(json)}
    when jsonb_typeof(${json}) = 'string' then ${json} #>> '{}'
    when jsonb_typeof(${json}) in ('boolean', 'null') then (${json})::text end`;
}

/** The first label of each option's value, as `labelOf` finds it (a JSON object of them). */
export function labelMap(component: InputComponent): string {
  const labels: Record<string, string> = {};
  for (const option of optionsOf(component)) {
    if (!Object.hasOwn(labels, option.value)) labels[option.value] = option.label;
  }
  return JSON.stringify(labels);
}

/** A path on the site JS's `new URL` leaves as it is: no dot segment, nothing to encode. */
const PLAIN_PATH = String.raw`^/[A-Za-z0-9._~!$&()*+,;=:@/-]*$`;
const DOT_SEGMENT = String.raw`(^|/)\.\.?(/|$)`;

/** A file's URL: a path on the site with its address (`absoluteUpload`), once `mapFileUrls` would. */
function fileUrlSql(item: SQL, refs: CellRefs): SQL<string | null> {
  const url = sql`(${item} ->> 'url')`;
  // `mapFileUrls` changes only what `FileAnswerStruct` accepts (a missing key, not a null).
  const isFile = sql`coalesce(jsonb_typeof(${item} -> 'path'), 'string') = 'string'
    and coalesce(jsonb_typeof(${item} -> 'name'), 'string') = 'string'
    and coalesce(jsonb_typeof(${item} -> 'size'), 'number') = 'number'`;
  return sql<string | null>`case
    when not (${isFile}) or left(${url}, 1) <> '/' or left(${url}, 2) = '//' then ${url}
    when ${url} ~ ${literal(PLAIN_PATH)} and ${url} !~ ${literal(DOT_SEGMENT)}
      then ${refs.origin} || ${url} end`;
}

/** `labelOf` or the text itself, as `formatValue` writes a text answer. */
function textSql(component: InputComponent, item: SQL, labels: SQL): SQL {
  return optionsOf(component).length > 0
    ? sql`coalesce(${labels} ->> (${item} #>> '{}'), ${item} #>> '{}')`
    : sql`${item} #>> '{}'`;
}

/** `Object.entries`'s order of an object with these keys as PostgreSQL stores them. */
function entriesOrder(keys: string[]): string[] {
  // jsonb keeps an object's keys shorter first, then by their bytes; JS then puts index-like
  // keys first, in number order.
  const stored = [...new Set(keys)].sort((a, b) => {
    const [x, y] = [Buffer.from(a), Buffer.from(b)];
    return x.length - y.length || Buffer.compare(x, y);
  });
  const object: Record<string, true> = {};
  for (const key of stored) object[key] = true;
  return Object.keys(object);
}

/**
 * Ticked boxes' labels in `Object.entries` order, when every key is one of the options' (the
 * order is then known beforehand); else NULL, for JS to write.
 */
function ticksSql(component: InputComponent, item: SQL): SQL {
  const labels = JSON.parse(labelMap(component)) as Record<string, string>;
  const keys = entriesOrder(Object.keys(labels));
  if (keys.length === 0) return sql`case when ${item} = '{}'::jsonb then '' end`;
  const known = sql`array[${sql.join(
    keys.map((key) => sql`${key}::text`),
    sql`, `,
  )}]`;
  const ticked = keys.map(
    (key) => sql`case when ${item} -> ${key}::text = 'true'::jsonb then ${labels[key]}::text end`,
  );
  return sql`case when (${item} - ${known}) = '{}'::jsonb
    then concat_ws(', ', ${sql.join(ticked, sql`, `)}) end`;
}

/** One item of an answer (the answer, or an element of a list) as `exportAnswer` maps it. */
function itemSql(component: InputComponent, item: SQL, refs: CellRefs): SQL<string | null> {
  const type = sql`jsonb_typeof(${item})`;
  const { labels } = refs;
  const yesNo = sql`case when ${item} = 'true'::jsonb then ${refs.yes} else ${refs.no} end`;
  const cases: SQL[] = [
    sql`when ${item} is null or ${type} = 'null' then ''`,
    sql`when ${type} = 'number' then ${jsNumberSql(item)}`,
  ];
  if (component.type === "address") {
    const location = sql`${item} -> 'geometry' -> 'location'`;
    cases.push(sql`when ${type} = 'object' then case
      when jsonb_typeof(${item} -> 'geometry') = 'object' and jsonb_typeof(${location}) = 'object'
        then ${jsStringSql(sql`${location} -> 'lat'`)} || ', ' || ${jsStringSql(sql`${location} -> 'lng'`)}
      when jsonb_typeof(${item} -> 'formatted_address') = 'string' then ${item} ->> 'formatted_address'
      else '' end`);
  }
  if (component.type === "datetime") cases.push(sql`when ${type} = 'string' then ${item} #>> '{}'`);
  // A list in a list: `formatAnswer`'s own rules (numbers and dates in the reader's locale).
  cases.push(sql`when ${type} = 'array' then null`);
  // What formatValue does with the rest, by type.
  if (component.type === "checkbox") {
    cases.push(sql`when ${type} = 'boolean' then ${yesNo}`);
    // `String` of an object: left to JS.
    cases.push(sql`when ${type} = 'string' then ${item} #>> '{}' else null`);
  } else if (component.type === "signature") {
    cases.push(sql`else ${refs.signed}`);
  } else if (component.type === "file") {
    // Anything but a file's record writes nothing.
    cases.push(sql`when ${type} = 'object' and jsonb_typeof(${item} -> 'url') = 'string'
      then ${fileUrlSql(item, refs)} else ''`);
  } else {
    if (component.type === "selectboxes") {
      cases.push(sql`when ${type} = 'object' then ${ticksSql(component, item)}`);
    }
    cases.push(sql`when ${type} = 'string' then ${textSql(component, item, labels)}`);
    cases.push(sql`when ${type} = 'boolean' then ${yesNo}`);
    cases.push(sql`else ''`);
  }
  return sql<string | null>`(case ${sql.join(cases, sql` `)} end)`;
}

/**
 * `exportAnswer` of an answer (JSON, NULL when missing): each item of a list written and the
 * non-empty ones joined with ", "; NULL when an item is left to JS.
 */
export function answerSql(
  component: InputComponent,
  value: SQL,
  refs: CellRefs,
): SQL<string | null> {
  const one = itemSql(component, value, refs);
  // Lists are a question's with `multiple` (or files'); elsewhere, rare enough for JS, which
  // spares each page's statement a subquery to plan per question.
  if (!component.multiple && component.type !== "file") {
    return sql<string | null>`case when jsonb_typeof(${value}) = 'array' then null else ${one} end`;
  }
  const each = itemSql(component, sql`item.value`, refs);
  return sql<string | null>`case when jsonb_typeof(${value}) = 'array' then (
      select case when count(*) filter (where written is null) = 0
        then coalesce(string_agg(written, ', ' order by ordinality) filter (where written <> ''), '') end
      from (select ${each} as written, item.ordinality
        from jsonb_array_elements(${value}) with ordinality as item(value, ordinality)) as items)
    else ${one} end`;
}
