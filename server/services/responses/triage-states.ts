import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { triageOfResponse } from "./record";
import { triageRowsLocked, uuidArray } from "../callout-tags/triage-locks";
import {
  calloutResponseTriageHistory as history,
  calloutResponseTags,
  calloutResponseTriage as triage,
  calloutResponses,
  calloutReviewers,
  calloutTags,
  contacts,
} from "../../db/schema";

/**
 * A triage change as set-based statements over every response it touches at once (issue
 * #28): the selection, the lock of their triage rows, one statement inserting the change's
 * history row (each response's state before and after, for those the change alters) and
 * updating the triage rows from the same states, and one for the tags when the change
 * touches tags. The number of
 * statements does not depend on how many responses a change touches. The responses' own rows
 * (answers, with their GIN indexes) are neither locked nor written: the triage row is the
 * response's triage lock.
 */

/** A triage state as the history keeps it; tags are sorted by id so states compare as JSON. */
function state(bucket: SQL, assigneeId: SQL, tags: SQL): SQL {
  return sql`jsonb_build_object('bucket', ${bucket}, 'assigneeId', ${assigneeId}, 'tags', ${tags})`;
}

/** Tag ids (a select of one uuid column) as the sorted array a state holds. */
const tagArray = (tagIds: SQL) =>
  sql`coalesce((select jsonb_agg(tag order by tag) from (${tagIds}) as tags(tag)), '[]'::jsonb)`;

/**
 * The response's tags as a state holds them, read once per response by the statement that
 * computes states (`tagsNowJoin`), which every state of that statement reuses.
 */
const tagsNowArray = sql`tags_now.tags`;

/** Joined beside each triage row where states are computed: its tags, read once. */
const tagsNowJoin = sql`cross join lateral (
  select coalesce(jsonb_agg(${calloutResponseTags.tagId} order by ${calloutResponseTags.tagId}), '[]'::jsonb) as tags
  from ${calloutResponseTags} where ${calloutResponseTags.responseId} = ${triage.responseId}
) as tags_now`;

const tagsNow = sql`select ${calloutResponseTags.tagId} from ${calloutResponseTags}
  where ${calloutResponseTags.responseId} = ${triage.responseId}`;

/** The response's triage state as it is. */
export const stateNow = state(sql`${triage.bucket}`, sql`${triage.assigneeId}`, tagsNowArray);

/** What a change sets: a bucket, an assignee (null unassigns), tag ids to add and remove. */
export interface TriageChange {
  bucket?: string;
  assigneeId?: string | null;
  add: string[];
  remove: string[];
}

/** The response's state once `change` is applied; a tag is added only to its own callout's responses. */
export function stateAfter(change: TriageChange): SQL {
  const kept =
    change.remove.length > 0
      ? sql`${tagsNow} and not (${calloutResponseTags.tagId} = any(${uuidArray(change.remove)}))`
      : tagsNow;
  const tagIds =
    change.add.length > 0
      ? sql`${kept} union select ${calloutTags.id} from ${calloutTags}
          where ${calloutTags.id} = any(${uuidArray(change.add)}) and ${calloutTags.calloutId} = ${triage.calloutId}`
      : kept;
  const tags = change.add.length + change.remove.length > 0 ? tagArray(tagIds) : tagsNowArray;
  return state(
    change.bucket === undefined ? sql`${triage.bucket}` : sql`${change.bucket}::text`,
    change.assigneeId === undefined ? sql`${triage.assigneeId}` : sql`${change.assigneeId}::uuid`,
    tags,
  );
}

/**
 * Each response a change altered with its states, from the change's history row: a subquery
 * of (`response_id`, `before`, `after`), to be aliased.
 */
export const changeRows = (changeId: string) =>
  sql`(select recorded.response_id, recorded.before, recorded.after from ${history}
    cross join lateral unnest(${history.responseIds}, ${history.before}, ${history.after})
      as recorded(response_id, before, after)
    where ${history.changeId} = ${changeId})`;

/** The alias under which an undo joins the undone change's rows (`changeRows`). */
export const undone = sql.identifier("undone");

const was = (key: string) => sql`(${undone}.before -> ${key}::text)`;
const became = (key: string) => sql`(${undone}.after -> ${key}::text)`;

/**
 * The response's state once the change whose rows are joined as `undone` is undone: what the
 * change altered goes back, later changes to other fields stay. An assignee or a tag deleted
 * since is not brought back.
 */
export const stateUndone = state(
  sql`case when ${was("bucket")} is distinct from ${became("bucket")}
    then ${undone}.before ->> 'bucket' else ${triage.bucket} end`,
  sql`case when ${was("assigneeId")} is distinct from ${became("assigneeId")}
    then (select ${contacts.id} from ${contacts} where ${contacts.id} = (${undone}.before ->> 'assigneeId')::uuid)
    else ${triage.assigneeId} end`,
  // The tags as they are when the change left them alone (a bucket or assignee change).
  sql`case when ${was("tags")} = ${became("tags")} then ${tagsNowArray} else ${tagArray(
    sql`${tagsNow} and not (${became("tags")} ? ${calloutResponseTags.tagId}::text and not ${was("tags")} ? ${calloutResponseTags.tagId}::text)
    union select ${calloutTags.id} from jsonb_array_elements_text(${was("tags")}) as removed(id)
      join ${calloutTags} on ${calloutTags.id} = removed.id::uuid
      where not ${became("tags")} ? removed.id`,
  )} end`,
);

/** How long each statement of a change took, in ms, in the order they ran. */
export type StatementTimings = { name: string; ms: number }[];

export interface Written {
  /** Responses the change reached, altered or not. */
  matched: number;
  /** Responses it alters (each is in the change's history row). */
  changed: number;
  /** Whether any of them is in a callout the assignee does not review. */
  outsideReviewer: boolean;
  /** The selection and lock, the history insert with the triage update (and the tags'). */
  timings: StatementTimings;
}

/** Rows of a raw statement, on either engine's driver. */
type Rows<Row> = { rows: Row[] };

/**
 * Makes a change in a fixed number of statements, however many responses it reaches, each
 * set-based and timed (`timings`, which `Server-Timing` reports):
 *
 * 1. the selection and lock: the triage rows of the responses `where` selects, `for update`
 *    (`joins`: tables joined to `callout_response_triage` that `where` and `after` read, each
 *    response joined to one row at most; `where` may read `callout_responses` too, which
 *    is joined only when there is a `where`: an undo's `joins` select alone); a row a
 *    concurrent change held is checked again once it is released;
 * 2. in one statement whose snapshot is taken once they are locked, so it sees what any
 *    change that held one of them committed (their tags too): each response's state now and
 *    `after`, for each whose state differs, inserted in one history row under `changeId`;
 * 3. in the same statement, the triage update from those states: the bucket and assignee
 *    as `fields` say, and `updated_at`;
 * 4. when `fields.tags`, the tags the recorded states take off and put on (a tag another
 *    change put on meanwhile stays; a tag deleted meanwhile is not added).
 *
 * `assigneeId`: also tells whether a response is in a callout that person does not review.
 * `check`: told the callouts of the responses reached, once they are locked and before any
 * is written (a check that throws ends the change). The change's author is on the change, not
 * on each history row.
 */
export async function writeChange(
  tx: Database,
  options: {
    changeId: string;
    joins?: SQL;
    where?: SQL;
    after: SQL;
    fields: { bucket: boolean; assignee: boolean; tags: boolean };
    assigneeId?: string;
    check?: (calloutIds: string[]) => Promise<void>;
  },
): Promise<Written> {
  const { changeId, joins = sql``, where, after, fields, assigneeId } = options;
  const timings: StatementTimings = [];
  async function timed<Row>(name: string, statement: SQL): Promise<Row | undefined> {
    const started = performance.now();
    const result = (await tx.execute(statement)) as unknown as Rows<Row>;
    timings.push({ name, ms: performance.now() - started });
    return result.rows[0];
  }
  // For the rest of the change's transaction: at a few thousand responses the statement's
  // estimate crosses PostgreSQL's JIT threshold, and compiling it (100 ms for 10,007) cost
  // more CPU than the compiled code saved.
  await tx.execute(sql`set local jit = off`);
  // The states' statement hashes every triage row (4 MB at 100,000 responses), which
  // the default 4 MB of `work_mem` spilled to disk in two batches.
  await tx.execute(sql`set local work_mem = '32MB'`);
  const outside = assigneeId
    ? sql`exists (select 1 from unnest(locked.callouts) as callouts(callout_id)
        where not exists (select 1 from ${calloutReviewers}
          where ${calloutReviewers.calloutId} = callouts.callout_id and ${calloutReviewers.contactId} = ${assigneeId}::uuid))`
    : sql`false`;
  // Uuids, so the arrays' text needs no quoting.
  const locked = await timed<{ ids: string | null; callouts: string | null; outside: boolean }>(
    "selection-and-lock",
    sql`select locked.ids::text as ids, locked.callouts::text as callouts, ${outside} as outside
    from (
      select array_agg(id) as ids, array_agg(distinct callout_id) as callouts
      from (${triageRowsLocked(
        where
          ? sql`from ${calloutResponses} join ${triage} on ${triageOfResponse} ${joins} where ${where}`
          : sql`from ${triage} ${joins}`,
      )}) as rows
    ) as locked`,
  );
  const uuids = (text: string | null | undefined) => text?.slice(1, -1).split(",") ?? [];
  await options.check?.(uuids(locked?.callouts));
  if (!locked?.ids) return { matched: 0, changed: 0, outsideReviewer: false, timings };
  const matched = uuids(locked.ids).length;
  const sets = [
    ...(fields.bucket ? [sql`bucket = written.after ->> 'bucket'`] : []),
    ...(fields.assignee ? [sql`assignee_id = (written.after ->> 'assigneeId')::uuid`] : []),
    sql`updated_at = now()`,
  ];
  const recorded = await timed<{ changed: number }>(
    "history-and-triage",
    // Materialized: each state is computed once, not again where it is compared. The triage
    // rows are updated from the arrays the insert returns, each found by its key, rather than
    // from the history row read back or a hash of every triage row.
    sql`with states as materialized (
      select ${triage.responseId} as id, ${stateNow} as before, ${after} as after
      from unnest(${locked.ids}::uuid[]) as locked(id)
        join ${triage} on ${triage.responseId} = locked.id ${joins} ${tagsNowJoin}
    ), recorded as (
      insert into ${history} (change_id, response_ids, before, after)
      select ${changeId}, array_agg(id order by id), array_agg(before order by id),
        array_agg(after order by id)
      from states where before is distinct from after
      having count(*) > 0
      returning response_ids, after
    ), updated as (
      update ${triage} set ${sql.join(sets, sql`, `)}
      from recorded cross join lateral unnest(recorded.response_ids, recorded.after)
        as written(id, after)
      where ${triage.responseId} = written.id
    ) select coalesce(sum(cardinality(response_ids)), 0)::int as changed from recorded`,
  );
  const changed = Number(recorded?.changed ?? 0);
  if (changed > 0 && fields.tags) await retag(timed, changeRows(changeId));
  return { matched, changed, outsideReviewer: Boolean(locked.outside), timings };
}

/** Brings the tags of the responses `rows` (the change's, `changeRows`) to their state after. */
async function retag(
  timed: (name: string, statement: SQL) => Promise<unknown>,
  rows: SQL,
): Promise<void> {
  const tag = sql`${calloutResponseTags.tagId}::text`;
  const retagged = sql`(select recorded.response_id as id, recorded.before -> 'tags' as was,
      recorded.after -> 'tags' as became from ${rows} as recorded
      where (recorded.before -> 'tags') <> (recorded.after -> 'tags'))`;
  await timed(
    "tags",
    sql`with untagged as (
      delete from ${calloutResponseTags} using ${retagged} as retagged
      where ${calloutResponseTags.responseId} = retagged.id
        and retagged.was ? ${tag} and not retagged.became ? ${tag}
    )
    insert into ${calloutResponseTags} (response_id, tag_id)
    select retagged.id, ${calloutTags.id}
    from ${retagged} as retagged, jsonb_array_elements_text(retagged.became) as added(id), ${calloutTags}
    where not retagged.was ? added.id and ${calloutTags.id} = added.id::uuid
    on conflict do nothing`,
  );
}
