import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import {
  calloutList,
  calloutReviewers,
  calloutTags,
  deleteCallout,
  endCallout,
  reopenCallout,
  replicateCallout,
} from "@core/callouts/api";
import type { Callout } from "@core/callouts/callout";
import { pathTo } from "@core/pages";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery } from "@stores/query";
import { Button, LinkButton } from "@ui/button";
import { ConfirmDialog } from "@ui/dialog";
import { messageForRefusal } from "@ui/form";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { editCalloutPath } from "../shared/builder-links";
import { publicCalloutPath } from "../shared/public-path";
import { buttonRow } from "../../shared/styles";
import { ReopenDialog } from "./ReopenDialog";

type Pending = "end" | "reopen" | "delete" | undefined;

/** What admins do with a callout: edit, end or reopen, copy, delete; anyone views it. */
export function CalloutActions({
  callout,
  isAdmin,
  headingId,
}: {
  callout: Callout;
  isAdmin: boolean;
  headingId: string;
}) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState<Pending>();
  const [busy, setBusy] = useState<Pending | "replicate">();
  const published = callout.status === "open" || callout.status === "ended";
  const title = callout.title || t`Untitled callout`;

  /** Sends a change, says how it went, and shows the callout as it is now. */
  const act = async (kind: Pending | "replicate", run: () => Promise<void>, failure: string) => {
    setBusy(kind);
    try {
      await run();
    } catch (error) {
      const problem = messageForRefusal(error);
      notify.error(failure, problem ? { description: i18n._(problem) } : undefined);
    } finally {
      setBusy(undefined);
      setAsking(undefined);
    }
  };

  const end = () =>
    act(
      "end",
      async () => {
        await api.send(endCallout(callout.id));
        invalidate(calloutList({}));
        notify.success(t`“${title}” has ended. Readers can no longer answer.`);
      },
      t`The callout could not be ended.`,
    );

  const reopen = (expires: string | null) =>
    act(
      "reopen",
      async () => {
        await api.send(reopenCallout(callout.id, expires));
        invalidate(calloutList({}));
        notify.success(
          expires
            ? t`“${title}” is open again until ${i18n.date(expires, { dateStyle: "medium", timeStyle: "short" })}.`
            : t`“${title}” is open again, with no end date.`,
        );
      },
      t`The callout could not be reopened.`,
    );

  const replicate = () =>
    act(
      "replicate",
      async () => {
        const copy = await api.send(replicateCallout(callout.id));
        invalidate(calloutList({}));
        notify.success(t`A copy of “${title}” is ready to edit, as a draft.`);
        navigate(editCalloutPath(copy.id, { replicated: true }));
      },
      t`The callout could not be copied.`,
    );

  const remove = () =>
    act(
      "delete",
      async () => {
        await api.send(deleteCallout(callout.id));
        notify.success(t`“${title}” is deleted, with its responses.`);
        navigate(pathTo("/admin/callouts"), { replace: true });
        invalidate(calloutList({}));
      },
      t`The callout could not be deleted.`,
    );

  return (
    <section className={card} aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        {t`Actions`}
      </Heading>
      <div className={buttonRow}>
        <LinkButton
          variant="primaryOutlined"
          href={publicCalloutPath(callout)}
          target="_blank"
          rel="noopener"
        >
          {published ? t`View` : t`Preview`}
        </LinkButton>
        {isAdmin && (
          <>
            <Link href={editCalloutPath(callout.id)} asChild>
              <LinkButton href={editCalloutPath(callout.id)}>{t`Edit`}</LinkButton>
            </Link>
            {callout.status === "open" && (
              <Button variant="primaryOutlined" onClick={() => setAsking("end")}>
                {t`End now`}
              </Button>
            )}
            {callout.status === "ended" && (
              <Button variant="primaryOutlined" onClick={() => setAsking("reopen")}>
                {t`Reopen`}
              </Button>
            )}
            <Button
              variant="primaryOutlined"
              loading={busy === "replicate"}
              onClick={() => void replicate()}
            >
              {t`Replicate`}
            </Button>
            <Button variant="dangerOutlined" onClick={() => setAsking("delete")}>
              {t`Delete`}
            </Button>
          </>
        )}
      </div>
      {!isAdmin && (
        <Text size="sm">{t`Admins edit the callout; as a reviewer you triage its responses.`}</Text>
      )}
      {isAdmin && (
        <>
          <ConfirmDialog
            open={asking === "end"}
            title={t`End the callout now?`}
            confirmLabel={t`End now`}
            busy={busy === "end"}
            onConfirm={() => void end()}
            onCancel={() => setAsking(undefined)}
          >
            {t`Readers can no longer answer “${title}”. Its responses stay, and you can reopen it later.`}
          </ConfirmDialog>
          <ReopenDialog
            open={asking === "reopen"}
            busy={busy === "reopen"}
            onReopen={(expires) => void reopen(expires)}
            onCancel={() => setAsking(undefined)}
          />
          {asking === "delete" && (
            <DeleteDialog
              callout={callout}
              busy={busy === "delete"}
              onConfirm={() => void remove()}
              onCancel={() => setAsking(undefined)}
            />
          )}
        </>
      )}
    </section>
  );
}

/** Asks before deleting, naming all that goes with the callout, counted. */
function DeleteDialog({
  callout,
  busy,
  onConfirm,
  onCancel,
}: {
  callout: Callout;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useLingui();
  const tags = useQuery(calloutTags(callout.id));
  const reviewers = useQuery(calloutReviewers(callout.id));
  const title = callout.title || t`Untitled callout`;
  const responses = plural(callout.responseCount ?? 0, {
    0: "no responses",
    one: "its # response, with comments and history",
    other: "its # responses, with their comments and history",
  });
  const tagText =
    tags.status === "ready"
      ? plural(tags.data.length, { 0: "no tags", one: "# tag", other: "# tags" })
      : t`its tags`;
  const reviewerText =
    reviewers.status === "ready"
      ? plural(reviewers.data.length, {
          0: "no reviewers",
          one: "# reviewer",
          other: "# reviewers",
        })
      : t`its reviewers`;
  return (
    <ConfirmDialog
      open
      title={t`Delete “${title}”?`}
      confirmLabel={t`Delete callout`}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {t`This deletes the callout with ${responses}; ${tagText}, ${reviewerText} and the saved views of its responses. Readers' links to it stop working. This can't be undone.`}
    </ConfirmDialog>
  );
}
