import type { MessageDescriptor } from "@lingui/core";
import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { QueryState } from "@stores/query";
import { Button } from "@ui/button";
import { Dialog } from "@ui/dialog";
import { DataTable, useTableQuery, type Column } from "@ui/table";
import { textLink } from "./styles";
import { TagForm } from "./TagForm";

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;

export interface Tag {
  id: string;
  name: string;
}

export interface TagTableProps<T extends Tag> {
  tags: QueryState<T[]>;
  caption: string;
  /** What carries the tags, as the count column: its header, figure, link and its label. */
  usage: {
    id: string;
    header: string;
    of(tag: T): number;
    href(tag: T): string;
    label(tag: T): string;
  };
  onRetry(): void;
  onRename(tag: T): void;
  onDelete(tag: T): void;
  /** Buttons between "Rename" and "Delete", such as "Merge". */
  moreActions?(tag: T): ReactNode;
}

/** A list of tags with how often each is used (linked to what carries it), renamed or deleted. */
export function TagTable<T extends Tag>({
  tags,
  caption,
  usage,
  onRetry,
  onRename,
  onDelete,
  moreActions,
}: TagTableProps<T>) {
  const { t, i18n } = useLingui();
  const table = useTableQuery(tags, (data) => ({ rows: data, total: data.length }));
  const columns: Column<T>[] = [
    { id: "name", header: t`Tag`, cell: (tag) => tag.name },
    {
      id: usage.id,
      header: usage.header,
      align: "end",
      cell: (tag) => (
        <Link className={textLink} href={usage.href(tag)} aria-label={usage.label(tag)}>
          {i18n.number(usage.of(tag))}
        </Link>
      ),
    },
    {
      id: "actions",
      header: t`Actions`,
      hideable: false,
      cell: (tag) => (
        <div className={actions}>
          <Button
            variant="text"
            size="sm"
            aria-label={t`Rename “${tag.name}”`}
            onClick={() => onRename(tag)}
          >
            {t`Rename`}
          </Button>
          {moreActions?.(tag)}
          <Button
            variant="dangerText"
            size="sm"
            aria-label={t`Delete “${tag.name}”`}
            onClick={() => onDelete(tag)}
          >
            {t`Delete`}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable<T>
      {...table}
      caption={caption}
      captionHidden
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      errorMessage={t`We couldn't load the tags.`}
      onRetry={onRetry}
      emptyMessage={t`No tags yet. Add the first above.`}
      narrowAsCards
    />
  );
}

/** The dialog renaming `tag` (closed while undefined). */
export function RenameTagDialog({
  id,
  tag,
  duplicateMessage,
  onRename,
  onClose,
}: {
  /** Prefix of the form fields' ids. */
  id: string;
  tag: Tag | undefined;
  duplicateMessage: MessageDescriptor;
  onRename(name: string): Promise<void>;
  onClose(): void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={tag !== undefined}
      title={t`Rename “${tag?.name ?? ""}”`}
      onClose={onClose}
      actions={null}
    >
      {tag && (
        <TagForm
          id={id}
          initialName={tag.name}
          submitLabel={t`Rename`}
          duplicateMessage={duplicateMessage}
          onSubmit={onRename}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
