import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState, type ChangeEvent } from "react";
import { isFileAnswer } from "@core/forms/answer-guards";
import type { FileAnswer } from "@core/forms/answer-structs";
import { UPLOAD_ACCEPT, uploadProblem } from "@core/forms/uploads";
import { MAX_UPLOAD_BYTES } from "@core/uploads/limits";
import { Button } from "../../button/Button";
import { buttonClassName } from "../../button/buttonClassName";
import { Field, useField } from "../../form/Field";
import { hint as hintClass } from "../../form/fieldStyles";
import { focusRing, visuallyHidden } from "../../styles";
import { formatFileSize } from "../../upload/file-size";
import { uploadStatus } from "../../upload/upload-status";
import { useDropZone } from "../../upload/useDropZone";
import { useServices } from "../context";
import type { InputProps } from "./types";

const zone = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 1.5rem 1rem;
  border: 2px dashed rgb(var(--c-grey));
  border-radius: 0.5rem;
  background-color: rgb(var(--c-white));
  text-align: center;
  transition:
    background-color 0.15s,
    border-color 0.15s;

  &:focus-within {
    ${focusRing}
  }

  &:has(input[aria-invalid="true"]) {
    border-color: rgb(var(--c-danger));
  }

  /* The label stands in for the hidden input, so it shows the input's state. */
  &:has(input:disabled) label {
    opacity: 0.5;
    cursor: not-allowed;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const dragging = css`
  border-color: rgb(var(--c-primary));
  background-color: rgb(var(--c-primary-10));
`;

const instruction = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  margin: 0;

  /* Touch screens have nothing to drag from: the button alone says it. */
  @media (hover: none) {
    & > span {
      display: none;
    }
  }
`;

const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.5rem;
  background-color: rgb(var(--c-white));
`;

const thumbnail = css`
  flex-shrink: 0;
  width: 3rem;
  height: 3rem;
  border-radius: 0.25rem;
  background-color: rgb(var(--c-grey-lighter));
  object-fit: cover;
`;

const documentIcon = css`
  box-sizing: border-box;
  padding: 0.625rem;
  color: rgb(var(--c-grey-darker));

  /* Not camelCase attributes, which the frames' Preact would not translate. */
  & path {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.5;
    stroke-linejoin: round;
  }
`;

const details = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const progress = css`
  width: 100%;
  accent-color: rgb(var(--c-primary));
`;

function filesOf(value: unknown): FileAnswer[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((candidate): candidate is FileAnswer => isFileAnswer(candidate));
}

/** PDFs go up as documents and everything else as images, as the uploader decides. */
function isImage(file: FileAnswer): boolean {
  return !/\.pdf$/i.test(file.name ?? file.url);
}

/**
 * Files go up as soon as they are chosen or dropped, through the page's `uploadFile`; the
 * answer holds where they went. One file, or a list with `multiple`. The type and size are
 * checked first, so nobody waits for an upload the server will refuse.
 */
export function FileInput({ component, value, onChange, error, ...props }: InputProps) {
  const { t, i18n } = useLingui();
  const { uploadFile } = useServices();
  const files = filesOf(value);
  const multiple = Boolean(component.multiple);
  const [uploading, setUploading] = useState<{ name: string; share?: number }>();
  const [problem, setProblem] = useState<string>();
  const disabled = !uploadFile || Boolean(uploading);

  const locale = i18n.locales ?? i18n.locale;
  const size = (bytes: number) => formatFileSize(bytes, locale);
  const limit = size(MAX_UPLOAD_BYTES);

  /** Why an upload failed, by the status the server answered (or would have). */
  const reason = (status: number) => {
    if (status === 413) return t`The file is too large: the limit is ${limit}.`;
    if (status === 415) return t`Please choose an image or a PDF.`;
    if (status === 429) return t`Too many uploads. Please wait a few minutes and try again.`;
    return t`The upload didn't work. Please try again.`;
  };

  /** Chosen and dropped files alike: the first one, or each in turn with `multiple`. */
  const upload = async (chosen: File[]) => {
    if (!uploadFile) return;
    setProblem(undefined);
    let answers = files;
    for (const file of multiple ? chosen : chosen.slice(0, 1)) {
      const refused = uploadProblem(file);
      if (refused) {
        setProblem(reason(refused === "too-large" ? 413 : 415));
        continue;
      }
      setUploading({ name: file.name });
      try {
        const uploaded = await uploadFile(file, (share) =>
          setUploading({ name: file.name, share }),
        );
        const answer: FileAnswer = { ...uploaded, name: file.name, size: file.size };
        answers = [...answers, answer];
        onChange(multiple ? answers : answer);
      } catch (caught) {
        setProblem(reason(uploadStatus(caught)));
      }
    }
    setUploading(undefined);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = ""; // so choosing the same file again still counts
    void upload(chosen);
  };

  const { over, dropProps } = useDropZone((dropped) => void upload(dropped), disabled);

  const remove = (index: number) => {
    const rest = files.filter((_, position) => position !== index);
    onChange(multiple ? rest : undefined);
  };

  const limitsId = `${props.id}-limits`;
  const { field, control: aria } = useField({
    ...props,
    error: problem ?? error,
    "aria-describedby": limitsId,
  });
  return (
    <Field {...field}>
      {(multiple || files.length === 0) && (
        <div className={cx(zone, over && dragging)} {...dropProps}>
          <input
            {...aria}
            className={visuallyHidden}
            type="file"
            accept={UPLOAD_ACCEPT}
            multiple={multiple}
            disabled={disabled}
            onChange={choose}
          />
          <p className={instruction}>
            <span>{multiple ? t`Drag files here or` : t`Drag a file here or`}</span>
            <label
              htmlFor={aria.id}
              className={buttonClassName({ variant: "primaryOutlined", size: "sm" })}
            >
              {multiple ? t`Choose files` : t`Choose a file`}
            </label>
          </p>
          <p id={limitsId} className={hintClass}>
            {t`Images or PDF, up to ${limit}`}
          </p>
        </div>
      )}
      {!uploadFile && <p className={hintClass}>{t`Uploading files is not available here.`}</p>}
      <div role="status">
        {uploading && (
          <>
            <p className={hintClass}>
              {t`Uploading ${uploading.name}…`}
              {uploading.share !== undefined && (
                // Read by the progress bar when asked, not announced at every step.
                <span aria-hidden="true">
                  {" "}
                  {new Intl.NumberFormat(locale, { style: "percent" }).format(uploading.share)}
                </span>
              )}
            </p>
            <progress className={progress} max={1} value={uploading.share} />
          </>
        )}
      </div>
      {files.length > 0 && (
        <ul className={list}>
          {files.map((file, index) => (
            <li key={file.url} className={item}>
              {isImage(file) ? (
                <img
                  className={thumbnail}
                  // The server's 100 px wide copy: sharp at 48 px on dense screens, and light.
                  src={`${file.url}?w=100`}
                  alt=""
                  width={48}
                  height={48}
                />
              ) : (
                <svg
                  className={cx(thumbnail, documentIcon)}
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M6 2.5h8l5 5v14H6zM14 2.5v5h5M9 13h7M9 17h5" />
                </svg>
              )}
              <span className={details}>
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name ?? file.url}
                </a>
                {file.size !== undefined && <span className={hintClass}>{size(file.size)}</span>}
              </span>
              <Button
                // The only control left for a single file: it takes the field's id.
                id={!multiple ? field.ids.id : undefined}
                variant="dangerText"
                size="sm"
                aria-label={t`Remove ${file.name ?? file.url}`}
                onClick={() => remove(index)}
              >
                {t`Remove`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}
