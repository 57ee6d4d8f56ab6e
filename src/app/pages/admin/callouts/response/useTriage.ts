import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useState } from "react";
import { createCalloutTag, undoResponseChange, updateCalloutResponse } from "@core/callouts/api";
import type { CalloutResponse } from "@core/callouts/response";
import type { CalloutTag } from "@core/callouts/tag";
import type { ResponseTriage } from "@core/callouts/triage";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { messageForRefusal } from "@ui/form";
import { BUCKET_LABELS, STORED_BUCKET, bucketId, type BucketId } from "../../shared/buckets";
import { refreshCallout } from "../shared/refresh";
import { announceChange } from "../shared/undo";

/** What the last triage action did, said on the page (and in a toast with Undo). */
export interface TriageResult {
  text: string;
  failed?: boolean;
}

/**
 * The triage of one response: move, tag, assign, and undo the last change; each says what it
 * did in `result` (for the page's status line) and in a toast that offers Undo.
 */
export function useTriage(calloutId: string, response: CalloutResponse | undefined) {
  const [result, setResult] = useState<TriageResult>();
  const [lastChange, setLastChange] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async (updates: ResponseTriage, done: string) => {
    if (!response || busy) return;
    setBusy(true);
    try {
      const updated = await api.send(updateCalloutResponse(response.id, updates));
      refreshCallout(calloutId);
      setLastChange(updated.changeId ?? undefined);
      setResult({ text: done });
      announceChange(done, calloutId, updated.changeId ? [updated.changeId] : []);
    } catch (error) {
      const problem = messageForRefusal(error);
      const text = i18n._(msg`That did not work.`);
      setResult({ text: problem ? `${text} ${i18n._(problem)}` : text, failed: true });
      notify.error(text, problem ? { description: i18n._(problem) } : undefined);
    } finally {
      setBusy(false);
    }
  };

  const currentBucket = response ? bucketId(response.bucket) : undefined;
  const hasTag = (tagId: string) => response?.tags?.some((tag) => tag.id === tagId) ?? false;

  return {
    result,
    busy,
    moveTo(bucket: BucketId) {
      const name = i18n._(BUCKET_LABELS[bucket]);
      if (bucket === currentBucket) {
        setResult({ text: i18n._(msg`It is in ${name} already.`) });
        return;
      }
      void send({ bucket: STORED_BUCKET[bucket] }, i18n._(msg`Moved to ${name}.`));
    },
    setTag(tag: Pick<CalloutTag, "id" | "name">, on: boolean) {
      const name = tag.name;
      if (on === hasTag(tag.id)) return;
      void send(
        { tags: [`${on ? "+" : "-"}${tag.id}`] },
        on ? i18n._(msg`Tagged “${name}”.`) : i18n._(msg`Took off the tag “${name}”.`),
      );
    },
    async createTag(name: string) {
      try {
        const tag = await api.send(createCalloutTag(calloutId, { name }));
        await send({ tags: [`+${tag.id}`] }, i18n._(msg`New tag “${name}” added.`));
      } catch (error) {
        const problem = messageForRefusal(error);
        setResult({
          text: problem ? i18n._(problem) : i18n._(msg`That did not work.`),
          failed: true,
        });
      }
    },
    assign(person: { id: string; name: string } | null) {
      const current = response?.assignee?.id ?? null;
      if ((person?.id ?? null) === current) {
        setResult({ text: i18n._(msg`No change: that is who it is assigned to.`) });
        return;
      }
      const name = person?.name ?? "";
      void send(
        { assigneeId: person?.id ?? null },
        person ? i18n._(msg`Assigned to ${name}.`) : i18n._(msg`Unassigned.`),
      );
    },
    async undo() {
      if (!lastChange) {
        setResult({ text: i18n._(msg`There is no change of yours to undo here.`) });
        return;
      }
      try {
        await api.send(undoResponseChange(lastChange));
        setLastChange(undefined);
        refreshCallout(calloutId);
        const text = i18n._(msg`Undone.`);
        setResult({ text });
        notify.success(text);
      } catch (error) {
        const problem = messageForRefusal(error);
        setResult({
          text: problem ? i18n._(problem) : i18n._(msg`That did not work.`),
          failed: true,
        });
      }
    },
    say(text: string) {
      setResult({ text });
    },
  };
}

export type Triage = ReturnType<typeof useTriage>;
