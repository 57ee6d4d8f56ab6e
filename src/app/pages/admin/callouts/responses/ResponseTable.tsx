import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { CalloutResponse, ResponseTag } from "@core/callouts/response";
import { DataTable, type Column, type DataTableProps } from "@ui/table";
import { plainText } from "../shared/media";
import { senderOf } from "../shared/people";
import { relativeTime } from "../shared/relative-time";
import { muted, textLink } from "../../shared/styles";
import { AnswerCell } from "./AnswerCell";
import { answerText, small } from "./cell-styles";
import type { Question } from "./questions";

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;
`;

const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const chip = css`
  padding: 0.125rem 0.5rem;
  border: 1px solid rgb(var(--c-primary-20));
  border-radius: 999px;
  background-color: rgb(var(--c-primary-5));
  color: rgb(var(--c-body));
  font: inherit;
  font-size: 0.8125rem;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    border-color: rgb(var(--c-primary));
  }

  &:focus-visible {
    outline: 2px solid rgb(var(--c-primary));
    outline-offset: 2px;
  }
`;

export interface ResponseTableProps extends Omit<
  DataTableProps<CalloutResponse>,
  "columns" | "rowKey" | "rowLabel" | "caption"
> {
  /** A response's page, with the list it is in. */
  hrefOf(response: CalloutResponse): string;
  /** The question whose answers show in a column of their own. */
  question?: Question;
  showComment: boolean;
  /** A tag's chip filters the list by it. */
  onTagClick(tag: ResponseTag): void;
}

/** A callout's responses: number, sender, assignee, when, tags, and an answer or comment. */
export function ResponseTable({
  hrefOf,
  question,
  showComment,
  onTagClick,
  ...table
}: ResponseTableProps) {
  const { t, i18n } = useLingui();

  const columns: Column<CalloutResponse>[] = [
    {
      id: "number",
      header: t`Response`,
      sortable: true,
      cell: (response) => (
        <Link href={hrefOf(response)} className={textLink}>
          {t`Response ${response.number}`}
        </Link>
      ),
    },
    {
      id: "sender",
      header: t`Sent by`,
      cell: (response) => {
        const sender = senderOf(response, i18n);
        return (
          <span className={stack}>
            <span
              className={sender.kind === "contact" || sender.kind === "guest" ? undefined : muted}
            >
              {sender.name}
              {sender.kind === "guest" && <span className={muted}> ({t`guest`})</span>}
            </span>
            {sender.email && <span className={`${muted} ${small}`}>{sender.email}</span>}
          </span>
        );
      },
    },
    {
      id: "assignee",
      header: t`Assignee`,
      sortable: true,
      cell: (response) =>
        response.assignee ? (
          response.assignee.displayName
        ) : (
          <span className={muted}>{t`Nobody`}</span>
        ),
    },
    {
      id: "createdAt",
      header: t`Created`,
      sortable: true,
      cell: (response) => (
        <time
          dateTime={response.createdAt}
          title={i18n.date(response.createdAt, { dateStyle: "medium", timeStyle: "short" })}
        >
          {relativeTime(response.createdAt, i18n)}
        </time>
      ),
    },
    {
      id: "tags",
      header: t`Tags`,
      cell: (response) =>
        response.tags && response.tags.length > 0 ? (
          <ul className={chips}>
            {response.tags.map((tag) => (
              <li key={tag.id}>
                <button
                  type="button"
                  className={chip}
                  aria-label={t`Show responses tagged ${tag.name}`}
                  onClick={() => onTagClick(tag)}
                >
                  {tag.name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <span className={muted}>{t`None`}</span>
        ),
    },
    ...(question
      ? [
          {
            id: "answer",
            header: question.component.label || question.component.key,
            cell: (response: CalloutResponse) => (
              <AnswerCell question={question} response={response} />
            ),
          },
        ]
      : []),
    ...(showComment
      ? [
          {
            id: "comment",
            header: t`Latest comment`,
            cell: (response: CalloutResponse) => {
              const comment = response.latestComment;
              if (!comment) return <span className={muted}>{t`None`}</span>;
              const author = comment.contact?.displayName ?? t`A deleted contact`;
              return (
                <span className={stack}>
                  <span className={`${muted} ${small}`}>
                    {author}, {relativeTime(comment.createdAt, i18n)}
                  </span>
                  <span className={answerText}>{plainText(comment.text)}</span>
                </span>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <DataTable<CalloutResponse>
      {...table}
      caption={t`Responses`}
      captionHidden
      columns={columns}
      rowKey={(response) => response.id}
      rowLabel={(response) => t`Response ${response.number}`}
      narrowAsCards
    />
  );
}
