import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ApiKey } from "@core/api-keys";
import { Button } from "@ui/button";
import { DataTable, type Column, type DataTableProps } from "@ui/table";
import { hasExpired } from "./expiry";

const expired = css`
  color: rgb(var(--c-danger-text));
  font-weight: 600;
`;

/** The id of a key's Delete button, where focus returns when its deletion is cancelled. */
export const deleteButtonId = (keyId: string) => `api-key-delete-${keyId}`;

export type ApiKeyTableProps = Omit<DataTableProps<ApiKey>, "columns" | "rowKey" | "rowLabel"> & {
  onDelete: (key: ApiKey) => void;
};

/** The keys with who made them and when they stop working; sorted by creation or expiry. */
export function ApiKeyTable({ onDelete, ...table }: ApiKeyTableProps) {
  const { t, i18n } = useLingui();
  const date = (iso: string) => (
    <time dateTime={iso}>{i18n.date(iso, { dateStyle: "medium" })}</time>
  );

  const columns: Column<ApiKey>[] = [
    { id: "description", header: t`Description`, cell: (key) => key.description },
    { id: "createdAt", header: t`Created`, cell: (key) => date(key.createdAt), sortable: true },
    {
      id: "expires",
      header: t`Expires`,
      sortable: true,
      cell: (key) =>
        key.expires === null ? (
          t`Never`
        ) : (
          <>
            {date(key.expires)}
            {hasExpired(key.expires) && (
              <>
                {" "}
                <span className={expired}>{t`(expired)`}</span>
              </>
            )}
          </>
        ),
    },
    {
      id: "creator",
      header: t`Created by`,
      cell: (key) => (key.creator ? key.creator.displayName : t`A deleted contact`),
    },
    {
      id: "actions",
      header: t`Actions`,
      hideable: false,
      cell: (key) => (
        <Button
          id={deleteButtonId(key.id)}
          variant="dangerText"
          size="sm"
          onClick={() => onDelete(key)}
          aria-label={t`Delete the key “${key.description}”`}
        >
          {t`Delete`}
        </Button>
      ),
    },
  ];

  return (
    <DataTable<ApiKey>
      {...table}
      columns={columns}
      rowKey={(key) => key.id}
      rowLabel={(key) => key.description}
    />
  );
}
