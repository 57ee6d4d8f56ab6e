import { and, like, ne, or, eq } from "drizzle-orm";
import { SLUG_MAX_LENGTH } from "@core/callouts";
import type { Database } from "../../db/connection";
import { callouts } from "../../db/schema";

type Queryable = Pick<Database, "select">;

/** `<base>-<n>`, the base shortened so the whole stays within the slug length. */
function numbered(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
}

/**
 * The first free slug from a base: the base itself (unless `numberedOnly`, as clones are),
 * then `<base>-1`, `<base>-2`… A callout's own slug (`except`, its id) counts as free for it.
 * Another writer may take it meanwhile: the unique index then refuses the insert, and the
 * caller tries again.
 */
export async function freeSlug(
  db: Queryable,
  base: string,
  options: { numberedOnly?: boolean; except?: string } = {},
): Promise<string> {
  // Slugs hold letters, digits and hyphens only: no LIKE wildcards to escape.
  const prefix = base.slice(0, SLUG_MAX_LENGTH - 12);
  const taken = new Set(
    (
      await db
        .select({ slug: callouts.slug })
        .from(callouts)
        .where(
          and(
            or(eq(callouts.slug, base), like(callouts.slug, `${prefix}%`)),
            options.except === undefined ? undefined : ne(callouts.id, options.except),
          ),
        )
    ).map((row) => row.slug),
  );
  if (!options.numberedOnly && !taken.has(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = numbered(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}
