-- A statement-level trigger reads its transition table, whose size the planner does not know:
-- it guesses a thousand rows, and the functions that expand each row's answers multiply that
-- guess past PostgreSQL's JIT threshold. Compiling the statement then took 330 ms for an
-- answer of a few rows (issue #28: 85 answers a second instead of a thousand). These functions
-- run without JIT; PGlite has none, so there the setting changes nothing.
ALTER FUNCTION "callout_answer_counts_inserted"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "callout_answer_counts_updated"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "callout_answer_counts_deleted"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "callout_response_history_deleted"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "callout_response_numbers_inserted"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "callout_response_triage_inserted"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "contacts_copy_changed"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "contact_count_changed"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "membership_spans_inserted"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "membership_spans_updated"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "membership_spans_deleted"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "membership_spans_truncated"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "payment_sums_inserted"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "payment_sums_updated"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "payment_sums_deleted"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "payment_sums_truncated"() SET jit = off;
