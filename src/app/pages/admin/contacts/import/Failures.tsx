import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ImportRowError } from "@core/contacts/import";
import { Button } from "@ui/button";
import { DataTable } from "@ui/table";
import { FIELD_LABELS, isImportField, type ImportChoice } from "./fields";
import { failuresCsv } from "./failures-csv";
import { importProblemText } from "./problems";

const PAGE_SIZE = 20;

/** The rows that fail and why, a page at a time, with the whole list as a CSV file to download. */
export function Failures({
  errors,
  choice,
  caption,
}: {
  errors: readonly ImportRowError[];
  choice: ImportChoice;
  caption: string;
}) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  /** The column's header in the file, and the field it fills. */
  const columnOf = (field: string | undefined) => {
    if (!field || !isImportField(field)) return "";
    const header = choice.columns[choice.mapping.indexOf(field)]?.trim();
    const label = i18n._(FIELD_LABELS[field]);
    return header ? `${header} (${label})` : label;
  };
  const problemOf = (error: ImportRowError) => importProblemText(error, i18n);
  const download = () => {
    const csv = failuresCsv(errors, [t`Row`, t`Column`, t`Problem`], columnOf, problemOf);
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
    link.download = t`failed rows of ${choice.fileName}`.replace(/\.csv$/i, "") + ".csv";
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <>
      <DataTable
        caption={caption}
        columns={[
          {
            id: "row",
            header: t`Row`,
            cell: (error: ImportRowError) => i18n.number(error.row + 1),
            width: "5rem",
            minWidth: "4rem",
            titleLabelled: true,
          },
          { id: "column", header: t`Column`, cell: (error) => columnOf(error.field) },
          { id: "problem", header: t`Problem`, cell: problemOf },
        ]}
        rows={errors.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
        total={errors.length}
        rowKey={(error) => `${error.row}-${error.field ?? ""}-${error.code}`}
        rowLabel={(error) => t`Row ${error.row + 1}`}
        narrowAsCards
        paging={
          errors.length > PAGE_SIZE
            ? { page, pageSize: PAGE_SIZE, onPageChange: setPage, label: t`Pages of failing rows` }
            : undefined
        }
      />
      <p>
        <Button variant="primaryOutlined" size="sm" onClick={download}>
          {t`Download the failing rows (CSV)`}
        </Button>
      </p>
    </>
  );
}
