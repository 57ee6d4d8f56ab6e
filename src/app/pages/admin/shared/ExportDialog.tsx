import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import type { ApiRead } from "@core/api/call";
import { notify } from "@stores/notifications";
import { Button } from "@ui/button";
import { Dialog } from "@ui/dialog";
import { RadioGroup, formActions, formStack } from "@ui/form";
import type { DownloadedFile } from "./download";
import { ExportProgress } from "./ExportProgress";
import { useFileExport } from "./useFileExport";

/** A file format the dialog offers, the first one chosen at first. */
export interface ExportFormat<F extends string> {
  value: F;
  label: string;
}

/**
 * Exports a list's rows as a file: the file streams in with a progress bar (the rows against
 * the total the server announces) and a Cancel button, then the browser saves it. With more
 * than one format, the person picks one first.
 */
export function ExportDialog<F extends string>({
  open = true,
  title,
  description,
  count,
  formats,
  exportLabel,
  request,
  savedText,
  rowsText,
  onClose,
}: {
  /** Closed, it keeps the chosen format for the next time (a page that keeps it mounted). */
  open?: boolean;
  title: string;
  /** Says which rows, e.g. "the 12 selected responses". */
  description: ReactNode;
  /** How many rows, as the page counted them. */
  count: number;
  formats: readonly [ExportFormat<F>, ...ExportFormat<F>[]];
  exportLabel: string;
  /** The export's call, and whether its rows can be counted as they stream (CSV's can). */
  request(format: F): { call: ApiRead<unknown>; countRows: boolean };
  /** The notice once the browser has saved the file. */
  savedText(file: DownloadedFile): string;
  /** The rows so far against the total, both already formatted. */
  rowsText(rows: string, total: string): string;
  onClose(): void;
}) {
  const { t } = useLingui();
  const [format, setFormat] = useState<F>(formats[0].value);
  const download = useFileExport((file) => {
    notify.success(savedText(file));
    onClose();
  });
  const close = () => {
    download.cancel();
    onClose();
  };
  const running = download.running;
  const start = () => {
    const { call, countRows } = request(format);
    void download.start(call, { total: count, countRows });
  };

  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      actions={
        <div className={formActions}>
          {running ? (
            <Button variant="greyOutlined" onClick={close}>
              {t`Cancel the export`}
            </Button>
          ) : (
            <>
              <Button onClick={start} disabled={count === 0}>
                {exportLabel}
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
        <p>{description}</p>
        {running ? (
          <ExportProgress progress={running} total={count} rowsText={rowsText} />
        ) : (
          formats.length > 1 && (
            <RadioGroup
              label={t`Format`}
              value={format}
              onChange={(value) =>
                setFormat(formats.find((option) => option.value === value)?.value ?? format)
              }
              options={[...formats]}
            />
          )
        )}
        {download.problem && <p role="alert">{download.problem}</p>}
      </div>
    </Dialog>
  );
}
