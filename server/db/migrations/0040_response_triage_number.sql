-- A triage change rewrites each triage row it touches with an entry in every one of the
-- table's indexes, as its bucket, assignee and `updated_at` are indexed (no HOT update). Lists
-- in number order read `callout_responses_number` instead of this copy: they join the triage
-- row on the number too, so either table's number orders them, and the bucket tabs keep
-- `callout_response_triage_bucket` (issue #28).
ALTER TABLE "callout_response_triage" DROP CONSTRAINT "callout_response_triage_number";
