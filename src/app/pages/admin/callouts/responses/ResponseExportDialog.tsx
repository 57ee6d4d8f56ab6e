import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { responsesExport, type ResponseExportFormat } from "@core/callouts/api";
import type { RuleGroup } from "@core/rules";
import { ExportDialog } from "../../shared/ExportDialog";

export interface ExportScope {
  /** Which responses: the list's filter, or the selected ones by id. */
  rules: RuleGroup;
  /** How many, as the page counted them. */
  count: number;
  /** Says which responses, e.g. "the 12 selected responses". */
  description: string;
}

/** Exports a callout's responses as CSV or Excel (only CSV's rows are counted as they come). */
export function ResponseExportDialog({
  open,
  calloutId,
  scope,
  onClose,
}: {
  open: boolean;
  calloutId: string;
  scope: ExportScope;
  onClose(): void;
}) {
  const { t } = useLingui();
  return (
    <ExportDialog<ResponseExportFormat>
      open={open}
      title={t`Export responses`}
      description={scope.description}
      count={scope.count}
      formats={[
        { value: "csv", label: t`CSV, for any spreadsheet or tool` },
        { value: "xlsx", label: t`Excel workbook (XLSX)` },
      ]}
      exportLabel={t`Export`}
      request={(format) => ({
        call: responsesExport(calloutId, format, scope.rules),
        countRows: format === "csv",
      })}
      savedText={(file) =>
        plural(file.total ?? scope.count, {
          one: `${file.filename} is saved, with # response.`,
          other: `${file.filename} is saved, with # responses.`,
        })
      }
      rowsText={(rows, total) => t`${rows} of ${total} responses`}
      onClose={onClose}
    />
  );
}
