import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { bulkUpdateCalloutResponses, createCalloutTag } from "@core/callouts/api";
import type { CalloutTag } from "@core/callouts/tag";
import type { ResponseTriage } from "@core/callouts/triage";
import type { RuleGroup } from "@core/rules";
import { api } from "@stores/api";
import { RadioGroup, Select } from "@ui/form";
import { BulkChangeDialog, tagChange, useTagChoice } from "../../shared/BulkChangeDialog";
import { BUCKET_IDS, BUCKET_LABELS, STORED_BUCKET, type BucketId } from "../../shared/buckets";
import { refreshCallout } from "../shared/refresh";
import { announceChange } from "../shared/undo";
import type { Assignable } from "./filter-fields";

export type BulkKind = "move" | "tag" | "assign";

/** Who may be chosen as assignee, and how the signed-in person is named. */
export interface AssignChoices {
  me?: Assignable;
  others: readonly Assignable[];
}

export interface BulkDialogProps {
  kind: BulkKind;
  calloutId: string;
  /** The bucket shown: the others are where responses can move. */
  bucket: BucketId;
  /** How many responses the change will touch; undefined while it is counted. */
  count: number | undefined;
  /** The rules of the responses, in groups each one change (hand-picked ids come in several). */
  targets: readonly RuleGroup[];
  tags: readonly CalloutTag[];
  people: AssignChoices;
  onDone(): void;
  onCancel(): void;
}

/**
 * A triage change for many responses at once (those selected, or every one the filter
 * matches): it says how many before anything happens, and its toast offers Undo after.
 */
export function BulkDialog({
  kind,
  calloutId,
  bucket,
  count,
  targets,
  tags,
  people,
  onDone,
  onCancel,
}: BulkDialogProps) {
  const { t, i18n } = useLingui();
  const others = BUCKET_IDS.filter((id) => id !== bucket);
  const [target, setTarget] = useState<BucketId>(others[0] ?? "verified");
  const tagChoice = useTagChoice(tags, (name) => api.send(createCalloutTag(calloutId, { name })));
  const [assignee, setAssignee] = useState("");
  const n = count ?? 0;

  const everyone = [...(people.me ? [people.me] : []), ...people.others];
  const person = everyone.find((candidate) => candidate.id === assignee);
  const bucketName = i18n._(BUCKET_LABELS[target]);

  let question: string;
  let confirm: string;
  let updates: ResponseTriage | undefined;
  let done: string;
  switch (kind) {
    case "move":
      question = plural(n, {
        one: `Move # response to ${bucketName}?`,
        other: `Move # responses to ${bucketName}?`,
      });
      confirm = plural(n, { one: "Move # response", other: "Move # responses" });
      updates = { bucket: STORED_BUCKET[target] };
      done = t`Moved to ${bucketName}.`;
      break;
    case "tag": {
      const { action: tagAction, creating, name } = tagChoice;
      question = !name
        ? creating
          ? t`Name the new tag.`
          : t`Choose the tag.`
        : tagAction === "add"
          ? plural(n, {
              one: `Add the tag “${name}” to # response?`,
              other: `Add the tag “${name}” to # responses?`,
            })
          : plural(n, {
              one: `Remove the tag “${name}” from # response?`,
              other: `Remove the tag “${name}” from # responses?`,
            });
      confirm = tagAction === "add" ? t`Add the tag` : t`Remove the tag`;
      done = tagAction === "add" ? t`Tagged “${name}”.` : t`Tag “${name}” removed.`;
      break;
    }
    case "assign": {
      const name = person?.name ?? "";
      question =
        assignee === ""
          ? t`Choose who to assign them to.`
          : assignee === "nobody"
            ? plural(n, { one: "Unassign # response?", other: "Unassign # responses?" })
            : plural(n, {
                one: `Assign # response to ${name}?`,
                other: `Assign # responses to ${name}?`,
              });
      confirm = assignee === "nobody" ? t`Unassign` : t`Assign`;
      updates =
        assignee === "" ? undefined : { assigneeId: assignee === "nobody" ? null : assignee };
      done = assignee === "nobody" ? t`Unassigned.` : t`Assigned to ${name}.`;
      break;
    }
  }

  // A new tag is made first, so its id, and the change, are known only on confirming.
  const tagUpdates = async (): Promise<ResponseTriage | undefined> => {
    const id = await tagChoice.resolve();
    return id ? { tags: [tagChange(tagChoice.action, id)] } : undefined;
  };

  const run = async () => {
    const change = kind === "tag" ? await tagUpdates() : updates;
    if (!change) return;
    const changeIds: string[] = [];
    let affected = 0;
    try {
      for (const rules of targets) {
        const result = await api.send(bulkUpdateCalloutResponses({ rules, updates: change }));
        affected += result.affected;
        if (result.changeId) changeIds.push(result.changeId);
      }
    } catch (error) {
      // What went through before the failure stays done, and can be undone from its toast.
      refreshCallout(calloutId);
      if (changeIds.length > 0)
        announceChange(t`Part of the change was made.`, calloutId, changeIds);
      throw error;
    }
    refreshCallout(calloutId);
    const changed = plural(affected, {
      one: "# response changed.",
      other: "# responses changed.",
    });
    announceChange(`${done} ${changed}`, calloutId, changeIds);
    onDone();
  };

  const titles: Record<BulkKind, string> = {
    move: t`Move responses`,
    tag: t`Tag responses`,
    assign: t`Assign responses`,
  };

  return (
    <BulkChangeDialog
      title={titles[kind]}
      count={count}
      countingLabel={t`Counting the responses`}
      question={question}
      confirmLabel={confirm}
      ready={kind === "tag" ? tagChoice.ready : updates !== undefined}
      onConfirm={run}
      onCancel={onCancel}
    >
      {kind === "move" && (
        <RadioGroup
          label={t`Move to`}
          value={target}
          onChange={(value) => setTarget(value as BucketId)}
          options={others.map((id) => ({ value: id, label: i18n._(BUCKET_LABELS[id]) }))}
        />
      )}
      {kind === "tag" && tagChoice.fields(t`This callout has no tags yet`)}
      {kind === "assign" && (
        <Select
          label={t`Assign to`}
          placeholder={t`Choose a person`}
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
          options={[
            ...everyone.map((candidate) => ({ value: candidate.id, label: candidate.name })),
            { value: "nobody", label: t`Nobody (unassign)` },
          ]}
        />
      )}
    </BulkChangeDialog>
  );
}
