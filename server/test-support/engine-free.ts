/**
 * Server test files that open no test database (those that migrate an embedded database of
 * their own included): the "postgres" test project (vite.config.ts) leaves them out, since a
 * second run on PostgreSQL would repeat the same checks. A file here that
 * opens a test database fails (database.ts): take it off the list, so it runs on both engines.
 */
export const ENGINE_FREE_TESTS = [
  "server/cli/copy-uploads.test.ts",
  "server/config-newsletter.test.ts",
  "server/config-payments.test.ts",
  "server/config.test.ts",
  "server/db/template.test.ts",
  "server/fuzz/fuzz-parts.test.ts",
  "server/lib/export/format.test.ts",
  "server/lib/export/limiter.test.ts",
  "server/lib/sanitise-html.test.ts",
  "server/log-lines.test.ts",
  "server/node-version.test.ts",
  "server/openapi/json-schema.test.ts",
  "server/openapi/refinements.test.ts",
  "server/plugins/api-url.test.ts",
  "server/plugins/encoding.test.ts",
  "server/plugins/favicon.test.ts",
  "server/plugins/html-head.test.ts",
  "server/plugins/page-paths.test.ts",
  "server/plugins/raw-body.test.ts",
  "server/routes/checked-input.test.ts",
  "server/routes/list-query.test.ts",
  "server/services/contacts/csv-parse.test.ts",
  "server/services/email/colours.test.ts",
  "server/services/email/formats.test.ts",
  "server/services/email/merge.test.ts",
  "server/services/email/public-logo.test.ts",
  "server/services/email/queue-migration.test.ts",
  "server/services/email/smtp.test.ts",
  "server/services/email/templates/templates.test.ts",
  "server/services/jobs/priority-migration.test.ts",
  "server/services/jobs/schedule.test.ts",
  "server/services/mfa/mfa.test.ts",
  "server/services/newsletter/mailchimp.test.ts",
  "server/services/payments/gocardless/causes.test.ts",
  "server/services/payments/stripe/stripe.test.ts",
  "server/services/recovery/site-url.test.ts",
  "server/services/responses/export/rows.test.ts",
  "server/services/shared-state/read-cache.test.ts",
  "server/services/shared-state/recipient-limit.test.ts",
  "server/services/uploads/own-address.test.ts",
  "server/services/uploads/pdf-fuzz.test.ts",
  "server/services/uploads/pdf.test.ts",
  "server/services/uploads/read.test.ts",
  "server/services/uploads/stores/stores.test.ts",
  "server/services/uploads/svg.test.ts",
];

/**
 * Server test files that open a database but check what no engine changes: the OpenAPI
 * document and the answers' shapes, the router's handling of addresses, which caller may call
 * which route (decided before any handler reads the database), the fuzz test's refusals of bad
 * input (PGlite is PostgreSQL's own parser), uploads' content checks and the pages served. The
 * "postgres" test project leaves them out too, to keep CI in its time; the routes' and
 * services' own tests run their SQL, transactions and locks on both engines.
 */
export const SAME_ON_BOTH_ENGINES = [
  "server/fuzz/openapi-fuzz.test.ts",
  "server/openapi/lint.test.ts",
  "server/openapi/openapi.test.ts",
  "server/plugins/pages.test.ts",
  "server/routes/access-matrix.test.ts",
  "server/routes/staff-access.test.ts",
  "server/routes/trailing-slash.test.ts",
  "server/routes/uploads/*.test.ts",
];
