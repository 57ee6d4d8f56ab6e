-- The text of a response's answers for the full-text filter (services/rules, searchText):
-- every string and number anywhere in the answers, lower-cased, space-separated. Immutable, so
-- a generated column (migration 0011) keeps it beside the answers on both engines.
CREATE FUNCTION "callout_answers_text"("answers" jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT lower(coalesce(string_agg("answer"."value" #>> '{}', ' '), ''))
    FROM jsonb_path_query("answers", 'strict $.**') AS "answer"("value")
    WHERE jsonb_typeof("answer"."value") IN ('string', 'number')
  $$;
