import { sql, type SQL } from "drizzle-orm";

// The CSV writer's rules (csv.ts) as SQL, so the database writes each line and the server only
// passes it on: reading one text column a row costs the server far less than parsing each
// column into a value and writing it back out as text.

/** `csvField` of a text (null as empty): the formula guard, then RFC 4180 quoting. */
export function csvTextSql(value: SQL | SQL.Aliased | unknown): SQL<string> {
  const text = sql`coalesce(${value}, '')`;
  // The same patterns as csv.ts's FORMULA_START and NUMBER (digits as [0-9], as JS's \d).
  return sql<string>`(case
    when ${text} ~ '^[=+@\\t\\r-]' and ${text} !~ '^[+-]?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?$' then
      case when ${text} ~ '[",\\r\\n]' then '"''' || replace(${text}, '"', '""') || '"'
        else '''' || ${text} end
    when ${text} ~ '[",\\r\\n]' then '"' || replace(${text}, '"', '""') || '"'
    else ${text} end)`;
}

/**
 * `csvField` of a text that is never null, cheaper than `csvTextSql` where a page writes many
 * cells: the first character's code and `strpos` decide (a regular expression converts the
 * whole text to wide characters each time it runs); the number pattern only runs for the
 * few texts that start like a formula (= + @ tab CR -).
 */
export function csvFieldSql(text: SQL): SQL<string> {
  const quoted = sql`(strpos(${text}, '"') > 0 or strpos(${text}, ',') > 0
    or strpos(${text}, E'\\n') > 0 or strpos(${text}, E'\\r') > 0)`;
  return sql<string>`(case
    when ascii(${text}) in (61, 43, 64, 9, 13, 45)
      and ${text} !~ '^[+-]?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?$' then
      case when ${quoted} then '"''' || replace(${text}, '"', '""') || '"' else '''' || ${text} end
    when ${quoted} then '"' || replace(${text}, '"', '""') || '"'
    else ${text} end)`;
}

/** A timestamp as JS's `toISOString` writes it: UTC, milliseconds (truncated), `Z`. */
export function isoSql(value: unknown): SQL<string> {
  return sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A CSV line of fields already written as CSV (a null as empty), with the writer's CRLF. */
export function csvLineSql(fields: SQL[]): SQL<string> {
  // Each field coalesced: concat_ws would leave a null out, and its comma with it.
  const each = fields.map((field) => sql`coalesce(${field}, '')`);
  return sql<string>`concat_ws(',', ${sql.join(each, sql`, `)}) || E'\\r\\n'`;
}
