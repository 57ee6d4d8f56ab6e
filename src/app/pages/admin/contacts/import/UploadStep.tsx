import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, useState, type ChangeEvent } from "react";
import { isApiError } from "@core/api";
import { contactImportPreview } from "@core/contacts/api";
import { IMPORT_MAX_CHARACTERS, IMPORT_MAX_ROWS, type ImportPreview } from "@core/contacts/import";
import { buttonClassName } from "@ui/button/buttonClassName";
import { messageForRefusal } from "@ui/form";
import { FieldError, FieldHint } from "@ui/form/FieldParts";
import { hint as hintClass } from "@ui/form/fieldStyles";
import { visuallyHidden } from "@ui/styles";
import { formatFileSize } from "@ui/upload/file-size";
import * as styles from "@ui/upload/styles";
import { useDropZone } from "@ui/upload/useDropZone";
import { readText } from "./read-file";
import { sendWithProgress } from "./send-json";

export interface UploadedFile {
  fileName: string;
  csv: string;
  preview: ImportPreview;
}

const notCsv = msg`This is not a CSV file. In your spreadsheet, choose “Save as” or “Export”, then CSV, and upload that file.`;

/** Step 1: a CSV file, chosen or dropped, sent to the server, which reads its columns. */
export function UploadStep({ onUploaded }: { onUploaded(file: UploadedFile): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [sending, setSending] = useState<{ name: string; share: number }>();
  const [error, setError] = useState<string>();
  const limit = formatFileSize(IMPORT_MAX_CHARACTERS, i18n.locale);

  const upload = async (file: File | undefined) => {
    if (!file || sending) return;
    setError(undefined);
    if (file.size === 0) return setError(t`${file.name} is empty.`);
    if (file.size > IMPORT_MAX_CHARACTERS) {
      return setError(t`${file.name} is too big: a file can be up to ${limit}. Split it in parts.`);
    }
    if (/\.(xlsx?|ods|numbers)$/i.test(file.name)) return setError(i18n._(notCsv));
    setSending({ name: file.name, share: 0 });
    try {
      const csv = await readText(file);
      const preview = await sendWithProgress(contactImportPreview({ csv }), (share) =>
        setSending({ name: file.name, share }),
      );
      onUploaded({ fileName: file.name, csv, preview });
    } catch (failure) {
      setSending(undefined);
      if (isApiError(failure, ["import-not-csv"])) setError(i18n._(notCsv));
      else if (isApiError(failure, ["import-empty"])) {
        setError(t`${file.name} has no contacts: it needs a header row and a row per contact.`);
      } else if (isApiError(failure, ["import-too-many-rows"])) {
        const most = i18n.number(IMPORT_MAX_ROWS);
        setError(t`${file.name} has more than ${most} contacts. Split it in parts.`);
      } else if (isApiError(failure, undefined, [413])) {
        setError(t`${file.name} is too big: a file can be up to ${limit}. Split it in parts.`);
      } else {
        const message = messageForRefusal(failure);
        setError(message ? i18n._(message) : t`The file could not be uploaded.`);
      }
    }
  };

  const { over, dropProps } = useDropZone((files) => void upload(files[0]), !!sending);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    void upload(event.target.files?.[0]);
    event.target.value = "";
  };
  const percent = sending && i18n.number(sending.share, { style: "percent" });

  return (
    <div className={styles.zone} data-over={over || undefined} {...dropProps}>
      <input
        id={id}
        className={visuallyHidden}
        type="file"
        accept=".csv,text/csv"
        disabled={!!sending}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={choose}
      />
      {sending ? (
        <div className={styles.progressRow}>
          <span className={hintClass}>
            {t`Uploading ${sending.name}…`}
            <span aria-hidden="true"> {percent}</span>
          </span>
          <progress
            className={styles.progress}
            max={1}
            value={sending.share}
            aria-label={t`Upload of ${sending.name}`}
          />
        </div>
      ) : (
        <p className={styles.empty}>
          <span data-drag>{t`Drag a CSV file here or`}</span>
          <label
            htmlFor={id}
            className={buttonClassName({ variant: "primary", size: "sm" })}
            data-chooser
          >
            {t`Choose a CSV file`}
          </label>
        </p>
      )}
      <FieldHint id={`${id}-hint`}>
        {t`A header row, then one row per contact, with a column of email addresses. Up to ${limit}.`}
      </FieldHint>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
