import { cx } from "@linaria/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  calloutTags,
  createCalloutTag,
  deleteCalloutTag,
  mergeCalloutTags,
  updateCalloutTag,
} from "@core/callouts/api";
import type { CalloutTag } from "@core/callouts/tag";
import { pathTo } from "@core/pages";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery } from "@stores/query";
import { Button } from "@ui/button";
import { Dialog } from "@ui/dialog";
import { Select, formActions, messageForRefusal } from "@ui/form";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { refreshCallout } from "../shared/refresh";
import { roomyOnWideOnly } from "../../shared/styles";
import { TagManager } from "../../shared/TagManager";

const duplicateName = msg`This callout has a tag of that name already.`;

/**
 * The callout's tags with how many responses carry each: create, rename, merge one into
 * another, delete. Every change refreshes the responses' tags wherever they show.
 */
export function CalloutTagManager({
  calloutId,
  headingId,
}: {
  calloutId: string;
  headingId: string;
}) {
  const { t, i18n } = useLingui();
  const tags = useQuery(calloutTags(calloutId, { responseCount: true }));
  const [merging, setMerging] = useState<CalloutTag>();
  const [mergeInto, setMergeInto] = useState("");
  const [busy, setBusy] = useState(false);
  const refresh = () => refreshCallout(calloutId);
  const all = tags.status === "ready" ? tags.data : [];
  const count = merging?.responseCount ?? 0;

  const merge = async (tag: CalloutTag) => {
    const target = all.find((other) => other.id === mergeInto);
    if (!target) return;
    setBusy(true);
    try {
      await api.send(mergeCalloutTags(calloutId, target.id, { tagIds: [tag.id] }));
      refresh();
      notify.success(t`“${tag.name}” is merged into “${target.name}”.`);
      setMerging(undefined);
    } catch (error) {
      const problem = messageForRefusal(error);
      notify.error(
        t`The tags could not be merged.`,
        problem ? { description: i18n._(problem) } : undefined,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={cx(card, roomyOnWideOnly)} aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        {t`Tags`}
      </Heading>
      <Text size="sm">
        {t`Tags sort responses into themes the desk chooses. Everyone who triages this callout can use and change them.`}
      </Text>
      <TagManager<CalloutTag>
        id="tag"
        formLayout={{ inline: true }}
        duplicateMessage={duplicateName}
        tags={tags}
        caption={t`Tags of this callout`}
        usage={{
          id: "responseCount",
          header: t`Responses`,
          of: (tag) => tag.responseCount ?? 0,
          href: (tag) =>
            `${pathTo("/admin/callouts/view/:id/responses", { id: calloutId })}?tag=${encodeURIComponent(tag.id)}`,
          label: (tag) =>
            plural(tag.responseCount ?? 0, {
              one: `# response tagged ${tag.name}`,
              other: `# responses tagged ${tag.name}`,
            }),
        }}
        onRetry={() => invalidate(calloutTags(calloutId))}
        create={async (name) => {
          await api.send(createCalloutTag(calloutId, { name }));
          refresh();
        }}
        rename={async (tag, name) => {
          await api.send(updateCalloutTag(calloutId, tag.id, { name }));
          refresh();
        }}
        remove={async (tag) => {
          await api.send(deleteCalloutTag(calloutId, tag.id));
          refresh();
          return t`The tag “${tag.name}” is deleted.`;
        }}
        deleteWarning={(tag) => {
          const count = tag.responseCount ?? 0;
          return plural(count, {
            0: "No response carries it.",
            one: "It comes off the one response that carries it. This can't be undone.",
            other: "It comes off the # responses that carry it. This can't be undone.",
          });
        }}
        moreActions={(tag) => (
          <Button
            variant="text"
            size="sm"
            aria-label={t`Merge “${tag.name}” into another tag`}
            disabled={all.length < 2}
            onClick={() => {
              setMergeInto("");
              setMerging(tag);
            }}
          >
            {t`Merge`}
          </Button>
        )}
      />

      <Dialog
        open={merging !== undefined}
        title={t`Merge “${merging?.name ?? ""}” into another tag`}
        busy={busy}
        onClose={() => setMerging(undefined)}
        actions={
          <div className={formActions}>
            <Button
              loading={busy}
              disabled={!mergeInto}
              onClick={() => merging && void merge(merging)}
            >
              {t`Merge`}
            </Button>
            <Button variant="greyOutlined" disabled={busy} onClick={() => setMerging(undefined)}>
              {t`Cancel`}
            </Button>
          </div>
        }
      >
        <p>
          {plural(count, {
            0: "No response carries it. The tag is then deleted.",
            one: "The response tagged with it gets the tag you choose instead, and this tag is deleted.",
            other:
              "The # responses tagged with it get the tag you choose instead, and this tag is deleted.",
          })}
        </p>
        <Select
          label={t`Merge into`}
          placeholder={t`Choose a tag`}
          value={mergeInto}
          onChange={(event) => setMergeInto(event.target.value)}
          options={all
            .filter((other) => other.id !== merging?.id)
            .map((other) => ({ value: other.id, label: other.name }))}
        />
      </Dialog>
    </section>
  );
}
