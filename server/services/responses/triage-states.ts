import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { triageOfResponse } from "./record";
import {
  calloutResponseHistory as history,
  calloutResponseTags,
  calloutResponseTriage as triage,
  calloutResponses,
  calloutReviewers,
  calloutTags,
  contacts,
} from "../../db/schema";

/**
 * A triage change as set-based statements over every response it touches at once (issue
 * #28): one locks the responses' triage rows, one computes each one's state before and after
 * the change before anything is written and, for those the change alters, records both in the
 * history and brings the triage row, and the tags by what the change adds and removes, to the
 * state after. The number of statements does not depend on how many responses a change
 * touches, and no row is written twice. The responses' own rows (answers, with their GIN
 * indexes) are neither locked nor written: the triage row is the response's triage lock.
 */

/** A triage state as the history keeps it; tags are sorted by id so states compare as JSON. */
function state(bucket: SQL, assigneeId: SQL, tagIds: SQL): SQL {
  return sql`jsonb_build_object('bucket', ${bucket}, 'assigneeId', ${assigneeId},
    'tags', coalesce((select jsonb_agg(tag order by tag) from (${tagIds}) as tags(tag)), '[]'::jsonb))`;
}

const tagsNow = sql`select ${calloutResponseTags.tagId} from ${calloutResponseTags}
  where ${calloutResponseTags.responseId} = ${triage.responseId}`;

/** The response's triage state as it is. */
export const stateNow = state(sql`${triage.bucket}`, sql`${triage.assigneeId}`, tagsNow);

/** What a change sets: a bucket, an assignee (null unassigns), tag ids to add and remove. */
export interface TriageChange {
  bucket?: string;
  assigneeId?: string | null;
  add: string[];
  remove: string[];
}

const uuids = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** The response's state once `change` is applied; a tag is added only to its own callout's responses. */
export function stateAfter(change: TriageChange): SQL {
  const kept =
    change.remove.length > 0
      ? sql`${tagsNow} and not (${calloutResponseTags.tagId} = any(${uuids(change.remove)}))`
      : tagsNow;
  const tags =
    change.add.length > 0
      ? sql`${kept} union select ${calloutTags.id} from ${calloutTags}
          where ${calloutTags.id} = any(${uuids(change.add)}) and ${calloutTags.calloutId} = ${triage.calloutId}`
      : kept;
  return state(
    change.bucket === undefined ? sql`${triage.bucket}` : sql`${change.bucket}::text`,
    change.assigneeId === undefined ? sql`${triage.assigneeId}` : sql`${change.assigneeId}::uuid`,
    tags,
  );
}

const was = (key: string) => sql`(${history.before} -> ${key}::text)`;
const became = (key: string) => sql`(${history.after} -> ${key}::text)`;

/**
 * The response's state once the change whose history row is joined is undone: what the
 * change altered goes back, later changes to other fields stay. An assignee or a tag deleted
 * since is not brought back.
 */
export const stateUndone = state(
  sql`case when ${was("bucket")} is distinct from ${became("bucket")}
    then ${history.before} ->> 'bucket' else ${triage.bucket} end`,
  sql`case when ${was("assigneeId")} is distinct from ${became("assigneeId")}
    then (select ${contacts.id} from ${contacts} where ${contacts.id} = (${history.before} ->> 'assigneeId')::uuid)
    else ${triage.assigneeId} end`,
  sql`${tagsNow} and not (${became("tags")} ? ${calloutResponseTags.tagId}::text and not ${was("tags")} ? ${calloutResponseTags.tagId}::text)
    union select ${calloutTags.id} from jsonb_array_elements_text(${was("tags")}) as removed(id)
      join ${calloutTags} on ${calloutTags.id} = removed.id::uuid
      where not ${became("tags")} ? removed.id`,
);

export interface Written {
  /** Responses the change reached, altered or not. */
  matched: number;
  /** Responses it alters (each has a history row). */
  changed: number;
  /** Whether any of them is in a callout the assignee does not review. */
  outsideReviewer: boolean;
}

/**
 * Makes a change in two statements, however many responses it reaches. The first locks the
 * triage rows of the responses `where` selects (`joins`: tables joined to
 * `callout_response_triage` that `where` and `after` read, each response joined to one row at
 * most; `where` may read `callout_responses` too). The second, whose snapshot is taken
 * once they are locked, so it sees what any change that held one of them committed (their
 * tags too, which a single statement would read from before the wait), computes each one's
 * state now and `after`; for
 * each whose state differs, it writes a history row under `changeId` with both and brings
 * the response to `after`: the bucket and assignee as `fields` say, `updated_at`, and of the
 * tags only those the change adds or removes, so a tag another change put on meanwhile stays.
 * A tag deleted meanwhile is not added. `assigneeId`: also tells whether a response is in a
 * callout that person does not review. The change's author is on the change, not on each
 * history row (one foreign-key lookup fewer per response).
 */
export async function writeChange(
  tx: Database,
  options: {
    changeId: string;
    joins?: SQL;
    where: SQL;
    after: SQL;
    fields: { bucket: boolean; assignee: boolean };
    assigneeId?: string;
  },
): Promise<Written> {
  const { changeId, joins = sql``, where, after, fields, assigneeId } = options;
  // For the rest of the change's transaction: at a few thousand responses the statement's
  // estimate crosses PostgreSQL's JIT threshold, and compiling it (100 ms for 10,007) cost
  // more CPU than the compiled code saved.
  await tx.execute(sql`set local jit = off`);
  const locked = (await tx.execute(sql`select array_agg(id)::text as ids from (
      select ${triage.responseId} as id from ${calloutResponses}
        join ${triage} on ${triageOfResponse} ${joins} where ${where}
      for update of ${triage}
    ) as locked`)) as unknown as { rows: { ids: string | null }[] };
  // Uuids, so the array's text needs no quoting.
  const ids = locked.rows[0]?.ids;
  if (!ids) return { matched: 0, changed: 0, outsideReviewer: false };
  const outside = assigneeId
    ? sql`exists (select 1 from (select distinct callout_id from matched) as callouts
        where not exists (select 1 from ${calloutReviewers}
          where ${calloutReviewers.calloutId} = callouts.callout_id and ${calloutReviewers.contactId} = ${assigneeId}::uuid))`
    : sql`false`;
  const sets = [
    ...(fields.bucket ? [sql`bucket = changed.after ->> 'bucket'`] : []),
    ...(fields.assignee ? [sql`assignee_id = (changed.after ->> 'assigneeId')::uuid`] : []),
    sql`updated_at = now()`,
  ];
  const tag = sql`${calloutResponseTags.tagId}::text`;
  // The states are read before any row is written; each CTE below writes from them, and none
  // reads what another writes.
  const result = (await tx.execute(sql`with matched as (
      select ${triage.responseId} as id, ${triage.calloutId} as callout_id,
        ${stateNow} as before, ${after} as after
      from unnest(${ids}::uuid[]) as locked(id)
        join ${triage} on ${triage.responseId} = locked.id ${joins}
    ), changed as (
      select id, before, after from matched where before is distinct from after
    ), recorded as (
      insert into ${history} (response_id, change_id, kind, before, after)
      select id, ${changeId}, 'triage', before, after from changed
    ), updated as (
      update ${triage} set ${sql.join(sets, sql`, `)}
      from changed where ${triage.responseId} = changed.id
    ), retagged as (
      select id, before -> 'tags' as was, after -> 'tags' as became from changed
      where (before -> 'tags') <> (after -> 'tags')
    ), untagged as (
      delete from ${calloutResponseTags} using retagged
      where ${calloutResponseTags.responseId} = retagged.id
        and retagged.was ? ${tag} and not retagged.became ? ${tag}
    ), tagged as (
      insert into ${calloutResponseTags} (response_id, tag_id)
      select retagged.id, ${calloutTags.id}
      from retagged, jsonb_array_elements_text(retagged.became) as added(id), ${calloutTags}
      where not retagged.was ? added.id and ${calloutTags.id} = added.id::uuid
      on conflict do nothing
    )
    select (select count(*)::int from matched) as matched,
      (select count(*)::int from changed) as changed, ${outside} as outside`)) as unknown as {
    rows: { matched: number; changed: number; outside: boolean }[];
  };
  const row = result.rows[0];
  return {
    matched: Number(row?.matched ?? 0),
    changed: Number(row?.changed ?? 0),
    outsideReviewer: Boolean(row?.outside),
  };
}
