import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connection";
import {
  calloutResponseHistory as history,
  calloutResponseTags,
  calloutResponses,
  calloutReviewers,
  calloutTags,
  contacts,
} from "../../db/schema";

/**
 * The statements of a triage change, each over every response it touches at once (issue #28):
 * one records each response's state before and after the change in the history, computed
 * before anything is written, and only for the responses the change alters; the responses
 * are then brought to the recorded state, their tags by what it adds and removes. The number of statements does not
 * depend on how many responses a change touches, and no row is written twice.
 */

const responses = calloutResponses;

/** A triage state as the history keeps it; tags are sorted by id so states compare as JSON. */
function state(bucket: SQL, assigneeId: SQL, tagIds: SQL): SQL {
  return sql`jsonb_build_object('bucket', ${bucket}, 'assigneeId', ${assigneeId},
    'tags', coalesce((select jsonb_agg(tag order by tag) from (${tagIds}) as tags(tag)), '[]'::jsonb))`;
}

const tagsNow = sql`select ${calloutResponseTags.tagId} from ${calloutResponseTags}
  where ${calloutResponseTags.responseId} = ${responses.id}`;

/** The response's triage state as it is. */
export const stateNow = state(sql`${responses.bucket}`, sql`${responses.assigneeId}`, tagsNow);

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
          where ${calloutTags.id} = any(${uuids(change.add)}) and ${calloutTags.calloutId} = ${responses.calloutId}`
      : kept;
  return state(
    change.bucket === undefined ? sql`${responses.bucket}` : sql`${change.bucket}::text`,
    change.assigneeId === undefined
      ? sql`${responses.assigneeId}`
      : sql`${change.assigneeId}::uuid`,
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
    then ${history.before} ->> 'bucket' else ${responses.bucket} end`,
  sql`case when ${was("assigneeId")} is distinct from ${became("assigneeId")}
    then (select ${contacts.id} from ${contacts} where ${contacts.id} = (${history.before} ->> 'assigneeId')::uuid)
    else ${responses.assigneeId} end`,
  sql`${tagsNow} and not (${became("tags")} ? ${calloutResponseTags.tagId}::text and not ${was("tags")} ? ${calloutResponseTags.tagId}::text)
    union select ${calloutTags.id} from jsonb_array_elements_text(${was("tags")}) as removed(id)
      join ${calloutTags} on ${calloutTags.id} = removed.id::uuid
      where not ${became("tags")} ? removed.id`,
);

export interface Recorded {
  /** Responses the change reached, altered or not. */
  matched: number;
  /** Responses it alters (each has a history row). */
  changed: number;
  /** Whether any of them is in a callout the assignee does not review. */
  outsideReviewer: boolean;
  /** Whether the tags of any of them change (else their tags need no statement). */
  retagged: boolean;
}

/**
 * Locks the responses `from` reaches (a `from … where …` over `callout_responses`), and
 * writes a history row under `changeId` for each whose state `after` differs from its state
 * now. `assigneeId`: also tells whether a response is in a callout that person does not review.
 */
export async function recordChange(
  tx: Database,
  options: {
    changeId: string;
    actorId: string | null;
    from: SQL;
    after: SQL;
    assigneeId?: string;
  },
): Promise<Recorded> {
  const { changeId, actorId, from, after, assigneeId } = options;
  const outside = assigneeId
    ? sql`exists (select 1 from (select distinct callout_id from matched) as callouts
        where not exists (select 1 from ${calloutReviewers}
          where ${calloutReviewers.calloutId} = callouts.callout_id and ${calloutReviewers.contactId} = ${assigneeId}::uuid))`
    : sql`false`;
  // For the rest of the change's transaction: at a few thousand responses the statement's
  // estimate crosses PostgreSQL's JIT threshold, and compiling it (100 ms for 10,007) cost
  // more CPU than the compiled code saved.
  await tx.execute(sql`set local jit = off`);
  // One statement: the states are read, locked and compared before any is written.
  const result = (await tx.execute(sql`with matched as (
      select ${responses.id} as id, ${responses.calloutId} as callout_id,
        ${stateNow} as before, ${after} as after
      ${from}
      for update of ${responses}
    ), recorded as (
      insert into ${history} (response_id, change_id, contact_id, kind, before, after)
      select id, ${changeId}, ${actorId}, 'triage', before, after from matched
      where before is distinct from after
      returning (before -> 'tags') <> (after -> 'tags') as retagged
    )
    select (select count(*)::int from matched) as matched,
      (select count(*)::int from recorded) as changed, ${outside} as outside,
      (select coalesce(bool_or(retagged), false) from recorded) as retagged`)) as unknown as {
    rows: { matched: number; changed: number; outside: boolean; retagged: boolean }[];
  };
  const row = result.rows[0];
  return {
    matched: Number(row?.matched ?? 0),
    changed: Number(row?.changed ?? 0),
    outsideReviewer: Boolean(row?.outside),
    retagged: Boolean(row?.retagged),
  };
}

/**
 * Brings each response recorded under `changeId` to its recorded state after: the bucket and
 * assignee as recorded; of the tags, only those the change adds or removes (after against
 * before), so a tag another change put on meanwhile, which the recorded states may not show,
 * stays.
 */
export async function applyRecorded(
  tx: Database,
  changeId: string,
  fields: { bucket: boolean; assignee: boolean; tags: boolean },
): Promise<void> {
  const sets = [
    ...(fields.bucket ? [sql`bucket = ${history.after} ->> 'bucket'`] : []),
    ...(fields.assignee ? [sql`assignee_id = (${history.after} ->> 'assigneeId')::uuid`] : []),
    sql`updated_at = now()`,
  ];
  const inChange = sql`${history.changeId} = ${changeId}`;
  await tx.execute(sql`update ${responses} set ${sql.join(sets, sql`, `)}
    from ${history} where ${inChange} and ${responses.id} = ${history.responseId}`);
  if (!fields.tags) return;
  const tag = sql`${calloutResponseTags.tagId}::text`;
  await tx.execute(sql`delete from ${calloutResponseTags} using ${history}
    where ${inChange} and ${calloutResponseTags.responseId} = ${history.responseId}
    and ${was("tags")} ? ${tag} and not ${became("tags")} ? ${tag}`);
  // A tag deleted meanwhile is not added.
  await tx.execute(sql`insert into ${calloutResponseTags} (response_id, tag_id)
    select ${history.responseId}, ${calloutTags.id}
    from ${history}, jsonb_array_elements_text(${became("tags")}) as added(id), ${calloutTags}
    where ${inChange} and not ${was("tags")} ? added.id and ${calloutTags.id} = added.id::uuid
    on conflict do nothing`);
}
