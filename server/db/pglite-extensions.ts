import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * What every embedded database loads, wherever it is opened: the trigram indexes that serve
 * "contains" filters (migration 0028) cannot be written without pg_trgm.
 */
export const pgliteExtensions = { pg_trgm };
