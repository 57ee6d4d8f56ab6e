import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { responsesExport, type ResponseExportFormat } from "@core/callouts/api";
import type { RuleGroup } from "@core/rules";
import { notify } from "@stores/notifications";
import { Button } from "@ui/button";
import { Dialog } from "@ui/dialog";
import { RadioGroup, formActions, formStack } from "@ui/form";
import { ExportProgress } from "../../shared/ExportProgress";
import { useFileExport } from "../../shared/useFileExport";

export interface ExportScope {
  /** Which responses: the list's filter, or the selected ones by id. */
  rules: RuleGroup;
  /** How many, as the page counted them. */
  count: number;
  /** Says which responses, e.g. "the 12 selected responses". */
  description: string;
}

/**
 * Exports a callout's responses as CSV or Excel: the file streams in with a progress bar (the
 * rows against the total the server announces) and a Cancel button, then the browser saves it.
 */
export function ExportDialog({
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
  const [format, setFormat] = useState<ResponseExportFormat>("csv");
  const download = useFileExport((file) => {
    notify.success(
      plural(file.total ?? scope.count, {
        one: `${file.filename} is saved, with # response.`,
        other: `${file.filename} is saved, with # responses.`,
      }),
    );
    onClose();
  });
  const close = () => {
    download.cancel();
    onClose();
  };
  const running = download.running;

  return (
    <Dialog
      open={open}
      title={t`Export responses`}
      onClose={close}
      actions={
        <div className={formActions}>
          {running ? (
            <Button variant="greyOutlined" onClick={close}>
              {t`Cancel the export`}
            </Button>
          ) : (
            <>
              <Button
                onClick={() =>
                  void download.start(responsesExport(calloutId, format, scope.rules), {
                    total: scope.count,
                    countRows: format === "csv",
                  })
                }
                disabled={scope.count === 0}
              >
                {t`Export`}
              </Button>
              <Button variant="greyOutlined" onClick={close}>
                {t`Cancel`}
              </Button>
            </>
          )}
        </div>
      }
    >
      <div className={formStack}>
        <p>{scope.description}</p>
        {running ? (
          <ExportProgress
            progress={running}
            total={scope.count}
            rowsText={(rows, total) => t`${rows} of ${total} responses`}
          />
        ) : (
          <RadioGroup
            label={t`Format`}
            value={format}
            onChange={(value) => setFormat(value === "xlsx" ? "xlsx" : "csv")}
            options={[
              { value: "csv", label: t`CSV, for any spreadsheet or tool` },
              { value: "xlsx", label: t`Excel workbook (XLSX)` },
            ]}
          />
        )}
        {download.problem && <p role="alert">{download.problem}</p>}
      </div>
    </Dialog>
  );
}
