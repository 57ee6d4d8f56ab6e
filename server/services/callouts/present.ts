import { and, inArray } from "drizzle-orm";
import type { Callout, CalloutWith } from "@core/callouts";
import { notFound } from "@core/errors";
import type { Database } from "../../db/connection";
import { calloutResponses, calloutVariants, callouts } from "../../db/schema";
import { findOrFail } from "./queries";
import { sentSignedInBy } from "./sent-signed-in";
import { toCallout, type CalloutExtras, type CalloutRecord, type VariantRecord } from "./serialise";
import { staffOf } from "./staff";
import type { CalloutReadOptions, CalloutViewer } from "./types";

async function variantsOf(
  db: Database,
  ids: readonly string[],
  names: readonly string[] | "all",
): Promise<VariantRecord[]> {
  if (ids.length === 0) return [];
  const ofCallouts = inArray(calloutVariants.calloutId, [...ids]);
  return db
    .select()
    .from(calloutVariants)
    .where(
      names === "all" ? ofCallouts : and(ofCallouts, inArray(calloutVariants.name, [...names])),
    );
}

/** `hasAnswered` and `responseCount` of some callouts, when asked for and allowed. */
async function extrasOf(
  db: Database,
  ids: readonly string[],
  wanted: ReadonlySet<CalloutWith>,
  viewer: CalloutViewer,
): Promise<Map<string, CalloutExtras>> {
  const extras = new Map<string, CalloutExtras>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return extras;
  if (wanted.has("hasAnswered") && viewer.contactId) {
    const answered = await db
      .selectDistinct({ id: calloutResponses.calloutId })
      .from(calloutResponses)
      .where(and(inArray(calloutResponses.calloutId, [...ids]), sentSignedInBy(viewer.contactId)));
    const found = new Set(answered.map((row) => row.id));
    for (const [id, extra] of extras) extra.hasAnswered = found.has(id);
  }
  if (wanted.has("responseCount") && (viewer.isAdmin || viewer.contactId)) {
    // Kept by the triggers of callout_responses: nothing to count. For the callouts' staff.
    const counts = await db
      .select({ id: callouts.id, value: callouts.responseCount })
      .from(callouts)
      .where(and(inArray(callouts.id, [...ids]), staffOf(viewer, callouts.id)));
    const byId = new Map(counts.map((row) => [row.id, row.value]));
    for (const [id, extra] of extras) {
      const value = byId.get(id);
      if (value !== undefined) extra.responseCount = value;
    }
  }
  return extras;
}

/** Stored callouts as the API shows them to this viewer, with the variants and extras asked for. */
export async function presentCallouts(
  db: Database,
  records: readonly CalloutRecord[],
  viewer: CalloutViewer,
  options: CalloutReadOptions,
  now: Date,
): Promise<Callout[]> {
  const variant = options.variant ?? "default";
  const wanted = new Set(options.with ?? []);
  const ids = records.map((record) => record.id);
  const allVariants = wanted.has("variants") || wanted.has("variantNames");
  const [variants, extras] = await Promise.all([
    variantsOf(db, ids, allVariants ? "all" : [variant, "default"]),
    extrasOf(db, ids, wanted, viewer),
  ]);
  return records.map((record) =>
    toCallout(
      record,
      variants.filter((row) => row.calloutId === record.id),
      variant,
      wanted,
      extras.get(record.id) ?? {},
      now,
    ),
  );
}

/** One callout as the API shows it; 404 when there is none to show. */
export async function presentOne(
  db: Database,
  record: CalloutRecord,
  viewer: CalloutViewer,
  options: CalloutReadOptions,
  now: Date,
): Promise<Callout> {
  const [callout] = await presentCallouts(db, [record], viewer, options, now);
  if (!callout) throw notFound("No such callout");
  return callout;
}

/** A callout as an admin sees it, after a write. */
export async function getAsAdmin(db: Database, id: string): Promise<Callout> {
  const now = new Date();
  const record = await findOrFail(db, id, { isAdmin: true }, now);
  return presentOne(db, record, { isAdmin: true }, {}, now);
}
