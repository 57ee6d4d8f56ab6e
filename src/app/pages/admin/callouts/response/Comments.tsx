import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import {
  commentsOf,
  createResponseComment,
  deleteResponseComment,
  updateResponseComment,
} from "@core/callouts/api";
import type { ResponseComment } from "@core/callouts/response";
import { hasRole } from "@core/contacts";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery } from "@stores/query";
import { $currentUser } from "@stores/session";
import { Button } from "@ui/button";
import { ContentBlock } from "@ui/callout-form/ContentBlock";
import { ConfirmDialog } from "@ui/dialog";
import { formActions, messageForRefusal } from "@ui/form";
import { QueryView } from "@ui/query-view";
import { RichTextEditor } from "@ui/rich-text";
import { relativeTime } from "../shared/relative-time";
import { muted } from "../../shared/styles";

/** The new comment's text: where `c` puts the cursor. */
export const NEW_COMMENT_ID = "response-comment-new";

const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  padding: 0.75rem;
  border: 1px solid rgb(var(--c-grey-lighter));
  border-radius: 0.375rem;
`;

const header = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  align-items: baseline;
  justify-content: space-between;
  font-size: 0.875rem;
`;

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

/** Rich text is empty when it holds no words (the editor may leave an empty paragraph). */
const isBlank = (html: string) => html.replace(/<[^>]*>/g, "").trim() === "";

function CommentForm({
  id,
  label,
  initial = "",
  submitLabel,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit(text: string): Promise<void>;
  onCancel?(): void;
}) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (isBlank(text)) return setError(t`Write the comment first.`);
    setBusy(true);
    try {
      await onSubmit(text);
      setText("");
      setError(undefined);
    } catch (problem) {
      const message = messageForRefusal(problem);
      setError(message ? i18n._(message) : t`The comment could not be saved.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={stack}>
      <RichTextEditor
        id={id}
        label={label}
        value={text}
        error={error}
        onChange={(html) => {
          setText(html);
          setError(undefined);
        }}
      />
      <div className={formActions}>
        <Button size="sm" loading={busy} onClick={() => void submit()}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="greyOutlined" disabled={busy} onClick={onCancel}>
            {t`Cancel`}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The desk's comments on a response, oldest first: add one in rich text; edit or delete your
 * own (admins any). Each change shows in the response's history too.
 */
export function Comments({ responseId, onChanged }: { responseId: string; onChanged(): void }) {
  const { t, i18n } = useLingui();
  const user = useStore($currentUser);
  const isAdmin = user ? hasRole(user.activeRoles, "admin") : false;
  const comments = useQuery(commentsOf(responseId));
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState<ResponseComment>();
  const [busy, setBusy] = useState(false);
  const mayChange = (comment: ResponseComment) =>
    isAdmin || (user !== null && comment.contact?.id === user.id);
  const refresh = () => {
    invalidate(commentsOf(responseId));
    onChanged();
  };

  const add = async (text: string) => {
    await api.send(createResponseComment({ responseId, text }));
    refresh();
    notify.success(t`Your comment is added.`);
  };

  const edit = async (comment: ResponseComment, text: string) => {
    await api.send(updateResponseComment(comment.id, { text }));
    setEditing(undefined);
    refresh();
    notify.success(t`The comment is saved.`);
  };

  const remove = async (comment: ResponseComment) => {
    setBusy(true);
    try {
      await api.send(deleteResponseComment(comment.id));
      refresh();
      notify.success(t`The comment is deleted.`);
    } catch (error) {
      const problem = messageForRefusal(error);
      notify.error(
        t`The comment could not be deleted.`,
        problem ? { description: i18n._(problem) } : undefined,
      );
    } finally {
      setBusy(false);
      setDeleting(undefined);
    }
  };

  return (
    <div className={stack}>
      <QueryView
        state={comments}
        read={commentsOf(responseId)}
        loading={t`Loading the comments`}
        failed={t`The comments could not be loaded.`}
        empty={<p className={muted}>{t`No comments yet.`}</p>}
        isEmpty={(page) => page.items.length === 0}
      >
        {(page) => (
          <ul className={list}>
            {page.items.map((comment) => {
              const author = comment.contact?.displayName ?? t`A deleted contact`;
              return (
                <li key={comment.id} className={item}>
                  <div className={header}>
                    <span>
                      <strong>{author}</strong>{" "}
                      <time
                        className={muted}
                        dateTime={comment.createdAt}
                        title={i18n.date(comment.createdAt, {
                          dateStyle: "medium",
                          timeStyle: "short",
                        })}
                      >
                        {relativeTime(comment.createdAt, i18n)}
                      </time>
                      {comment.updatedAt !== comment.createdAt && (
                        <span className={muted}> · {t`edited`}</span>
                      )}
                    </span>
                    {mayChange(comment) && editing !== comment.id && (
                      <span>
                        <Button
                          variant="text"
                          size="xs"
                          aria-label={t`Edit the comment of ${author}`}
                          onClick={() => setEditing(comment.id)}
                        >
                          {t`Edit`}
                        </Button>
                        <Button
                          variant="dangerText"
                          size="xs"
                          aria-label={t`Delete the comment of ${author}`}
                          onClick={() => setDeleting(comment)}
                        >
                          {t`Delete`}
                        </Button>
                      </span>
                    )}
                  </div>
                  {editing === comment.id ? (
                    <CommentForm
                      id={`comment-edit-${comment.id}`}
                      label={t`Comment`}
                      initial={comment.text}
                      submitLabel={t`Save the comment`}
                      onSubmit={(text) => edit(comment, text)}
                      onCancel={() => setEditing(undefined)}
                    />
                  ) : (
                    <ContentBlock html={comment.text} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
      <CommentForm
        id={NEW_COMMENT_ID}
        label={t`Add a comment`}
        submitLabel={t`Add comment`}
        onSubmit={add}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t`Delete this comment?`}
        confirmLabel={t`Delete comment`}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(undefined)}
      >
        {t`The history of the response keeps a note that it was deleted, with its text.`}
      </ConfirmDialog>
    </div>
  );
}
