import { css } from "@linaria/core";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ResponseHistoryEntry } from "@core/callouts/history";
import type { FormSchema } from "@core/forms/schema";
import { findInput, findSlide } from "@core/forms/walk";
import { formatAnswer } from "@core/forms/format";
import { BUCKET_LABELS, bucketId } from "../../shared/buckets";
import { plainText } from "../shared/media";
import { relativeTime } from "../shared/relative-time";
import { muted } from "../../shared/styles";

const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding-left: 0.75rem;
    border-left: 3px solid rgb(var(--c-primary-20));
  }
`;

const undoneEntry = css`
  opacity: 0.75;
  text-decoration: line-through;
  text-decoration-color: rgb(var(--c-grey));
`;

const meta = css`
  display: block;
  font-size: 0.8125rem;
`;

const edits = css`
  margin: 0.25rem 0 0;
  padding-left: 1.25rem;
  font-size: 0.875rem;
`;

function bucketName(stored: string, i18n: I18n): string {
  const id = bucketId(stored);
  return id ? i18n._(BUCKET_LABELS[id]) : stored;
}

/** The sentences of one entry: what changed, each its own. */
function whatHappened(entry: ResponseHistoryEntry, form: FormSchema | undefined, i18n: I18n) {
  const lines: string[] = [];
  const tagName = (name: string) => name || i18n._(msg`a deleted tag`);
  if (entry.undoes) lines.push(i18n._(msg`Undid a change:`));
  if (entry.bucket) {
    const from = bucketName(entry.bucket.from, i18n);
    const to = bucketName(entry.bucket.to, i18n);
    lines.push(i18n._(msg`Moved from ${from} to ${to}.`));
  }
  for (const tag of entry.tagsAdded ?? []) {
    const name = tagName(tag.name);
    lines.push(i18n._(msg`Tagged “${name}”.`));
  }
  for (const tag of entry.tagsRemoved ?? []) {
    const name = tagName(tag.name);
    lines.push(i18n._(msg`Took off the tag “${name}”.`));
  }
  if (entry.assignee) {
    const to = entry.assignee.to?.displayName;
    lines.push(to ? i18n._(msg`Assigned to ${to}.`) : i18n._(msg`Unassigned.`));
  }
  if (entry.comment) {
    const text = plainText(entry.comment.text);
    lines.push(
      entry.comment.action === "added"
        ? i18n._(msg`Commented: “${text}”`)
        : entry.comment.action === "edited"
          ? i18n._(msg`Edited a comment: “${text}”`)
          : i18n._(msg`Deleted a comment: “${text}”`),
    );
  }
  if (entry.answers) lines.push(i18n._(msg`Edited the answers:`));
  return { lines, answers: (entry.answers ?? []).map((edit) => answerLine(edit, form, i18n)) };
}

function answerLine(
  edit: NonNullable<ResponseHistoryEntry["answers"]>[number],
  form: FormSchema | undefined,
  i18n: I18n,
): string {
  const slide = form && findSlide(form, edit.slideId);
  const component = slide && findInput(slide, edit.key);
  const question = component?.label || edit.key;
  const show = (value: unknown) =>
    (component ? formatAnswer(component, value, i18n) : JSON.stringify(value ?? "")) ||
    i18n._(msg`nothing`);
  const from = show(edit.from);
  const to = show(edit.to);
  return i18n._(msg`${question}: “${from}” became “${to}”`);
}

/**
 * Everything done to a response, newest first: who moved, tagged, assigned, commented or
 * edited what, and when; changes undone are struck through. Edits name each answer before and
 * after, so the original answers stay readable here.
 */
export function HistoryList({
  entries,
  form,
}: {
  entries: readonly ResponseHistoryEntry[];
  form: FormSchema | undefined;
}) {
  const { t, i18n } = useLingui();
  if (entries.length === 0) return <p className={muted}>{t`Nothing has happened to it yet.`}</p>;
  return (
    <ol className={list}>
      {entries.map((entry) => {
        const { lines, answers } = whatHappened(entry, form, i18n);
        const who = entry.contact?.displayName ?? t`A deleted contact`;
        return (
          <li key={entry.id}>
            <span className={entry.undone ? undoneEntry : undefined}>{lines.join(" ")}</span>
            {entry.undone && <span className={muted}> {t`(undone)`}</span>}
            {answers.length > 0 && (
              <ul className={edits}>
                {answers.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
            <span className={`${meta} ${muted}`}>
              {who},{" "}
              <time
                dateTime={entry.createdAt}
                title={i18n.date(entry.createdAt, { dateStyle: "medium", timeStyle: "short" })}
              >
                {relativeTime(entry.createdAt, i18n)}
              </time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
