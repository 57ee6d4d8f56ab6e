import { cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { MAX_UPLOAD_BYTES } from "@core/uploads/limits";
import { Button } from "../button";
import { buttonClassName } from "../button/buttonClassName";
import { controlProps, useFieldIds } from "../form/fieldIds";
import { FieldError, FieldHint, RequiredMark } from "../form/FieldParts";
import { field as fieldClass, hint as hintClass, label as labelClass } from "../form/fieldStyles";
import { visuallyHidden } from "../styles";
import { acceptFor, formatNames } from "./accepted";
import { formatFileSize } from "./file-size";
import { fileNameOf, previewUrl } from "./preview";
import type { UploadKind } from "./send-upload";
import * as styles from "./styles";
import { useDropZone } from "./useDropZone";
import { useUpload } from "./useUpload";

export interface UploadFieldProps {
  label: ReactNode;
  /** Pictures go to `POST /images`, PDFs to `POST /documents`. */
  kind: UploadKind;
  /** The uploaded file's address; undefined or "" for none. */
  value: string | undefined;
  /** The new file's address once it is uploaded, or undefined when it is removed. */
  onChange(url: string | undefined): void;
  /** Help read with the field, before the formats and size it takes. */
  hint?: ReactNode;
  /** An already translated message, e.g. "Choose a cover image". */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

const uploadArrow = (
  <svg className={styles.uploadIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />
  </svg>
);

const documentGlyph = (
  <svg
    className={cx(styles.thumbnail, styles.documentIcon)}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M6 2.5h8l5 5v14H6zM14 2.5v5h5M9 13h7M9 17h5" />
  </svg>
);

/**
 * A file for a staff form (a cover image, a logo, a PDF): chosen or dropped, it goes up at
 * once with a progress bar and can be cancelled; then it shows as a thumbnail (or its name)
 * with Replace and Remove. The value is the uploaded file's address. The server's refusals
 * (too large, wrong type, too many uploads) show under the field like any field's error, and
 * the formats and size limit are in its hint.
 */
export function UploadField({
  label,
  kind,
  value,
  onChange,
  hint,
  error,
  required,
  disabled = false,
  id,
  className,
}: UploadFieldProps) {
  const { t, i18n } = useLingui();
  const ids = useFieldIds(id);
  const input = useRef<HTMLInputElement>(null);
  const [previewFailedFor, setPreviewFailedFor] = useState<string>();
  const url = value || undefined;

  const locale = i18n.locales ?? i18n.locale;
  const limit = formatFileSize(MAX_UPLOAD_BYTES, locale);
  const formats = new Intl.ListFormat(locale as string | string[], { type: "disjunction" }).format(
    formatNames(kind),
  );

  /** Why an upload failed, by the status the server answered (or would have). */
  const reason = (status: number) => {
    if (status === 413) return t`The file is too large: the limit is ${limit}.`;
    if (status === 415) {
      return kind === "image"
        ? t`This file is not an image we can use. Choose a ${formats} file.`
        : t`This file is not a PDF we can use. Choose another PDF.`;
    }
    if (status === 429) return t`Too many uploads in a short time. Please try again in an hour.`;
    if (status === 0) return t`The upload stopped: check your connection and try again.`;
    return t`The upload didn't work. Please try again.`;
  };

  const { sending, sent, problem, news, upload, cancel, remove } = useUpload({
    kind,
    reason,
    onChange,
    input,
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = event.target.files ?? [];
    event.target.value = ""; // so choosing the same file again still counts
    if (file) void upload(file);
  };

  const { over, dropProps } = useDropZone(([file]) => {
    if (file) void upload(file);
  }, disabled);

  const shown = problem ?? error;
  const aria = controlProps(ids, { required, hint: true, error: shown });
  const known = sent && sent.url === url ? sent : undefined;
  const name = known?.name ?? (url ? fileNameOf(url) : "");
  const chooseLabel = kind === "image" ? t`Choose an image` : t`Choose a PDF`;
  const percent =
    sending?.share === undefined ? undefined : i18n.number(sending.share, { style: "percent" });

  return (
    <div className={cx(fieldClass, className)}>
      <label className={labelClass} htmlFor={ids.id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldHint id={ids.hintId}>
        {hint && <>{hint} </>}
        {t`${formats}, up to ${limit}.`}
      </FieldHint>
      <div
        className={styles.zone}
        data-over={over || undefined}
        data-filled={url || sending ? true : undefined}
        {...dropProps}
      >
        <input
          ref={input}
          {...aria}
          className={visuallyHidden}
          type="file"
          accept={acceptFor(kind)}
          disabled={disabled}
          onChange={choose}
        />
        {sending ? (
          <div className={styles.progressRow}>
            <span className={hintClass}>
              {t`Uploading ${sending.name}…`}
              {percent && <span aria-hidden="true"> {percent}</span>}
            </span>
            <Button variant="greyOutlined" size="sm" onClick={cancel}>
              {t`Cancel upload`}
            </Button>
            <progress
              className={styles.progress}
              max={1}
              value={sending.share}
              aria-label={t`Upload of ${sending.name}`}
            />
          </div>
        ) : url ? (
          <div className={styles.file}>
            {kind === "image" && previewFailedFor !== url ? (
              <img
                className={styles.thumbnail}
                src={previewUrl(url, 400)}
                alt=""
                onError={() => setPreviewFailedFor(url)}
              />
            ) : (
              documentGlyph
            )}
            <div className={styles.details}>
              <span>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {name}
                </a>
                {known && (
                  <span className={hintClass}> · {formatFileSize(known.size, locale)}</span>
                )}
              </span>
              {kind === "image" && previewFailedFor === url && (
                <span className={hintClass}>{t`The preview could not be shown.`}</span>
              )}
              {!disabled && (
                <span className={styles.actions}>
                  <ChooserLabel htmlFor={ids.id}>{t`Replace`}</ChooserLabel>
                  <Button variant="dangerText" size="sm" onClick={remove}>
                    {t`Remove`}
                  </Button>
                </span>
              )}
            </div>
          </div>
        ) : (
          <p className={styles.empty}>
            {uploadArrow}
            <span data-drag>
              {kind === "image" ? t`Drag an image here or` : t`Drag a PDF here or`}
            </span>
            <ChooserLabel htmlFor={ids.id}>{chooseLabel}</ChooserLabel>
          </p>
        )}
      </div>
      <div role="status" className={visuallyHidden}>
        {news}
      </div>
      {shown && <FieldError id={ids.errorId}>{shown}</FieldError>}
    </div>
  );
}

/** The hidden input's label, drawn as a button; it shows the input's focus. */
function ChooserLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label
      htmlFor={htmlFor}
      className={buttonClassName({ variant: "primaryOutlined", size: "sm" })}
      data-chooser
    >
      {children}
    </label>
  );
}
