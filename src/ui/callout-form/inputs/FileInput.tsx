import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState, type ChangeEvent } from "react";
import { isFileAnswer } from "../../../core/forms/answer-guards";
import type { FileAnswer } from "../../../core/forms/answer-structs";
import { UPLOAD_ACCEPT, uploadProblem } from "../../../core/forms/uploads";
import { Button } from "../../button/Button";
import { Field, useField } from "../../form/Field";
import { control, hint as hintClass } from "../../form/fieldStyles";
import { useServices } from "../context";
import type { InputProps } from "./types";

const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
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

/**
 * Files go up as soon as they are chosen, through the page's `uploadFile`; the answer holds
 * where they went. One file, or a list with `multiple`. The type and size are checked first,
 * so nobody waits for an upload the server will refuse.
 */
/**
 * The HTTP status of a failed upload (ApiError's), or 0 when the server never answered. Read
 * from the error rather than by `instanceof`: the error class stays out of the frame's first
 * screen.
 */
function statusOf(error: unknown): number {
  const status = error instanceof Error && "status" in error ? error.status : undefined;
  return typeof status === "number" ? status : 0;
}

export function FileInput({ component, value, onChange, error, ...props }: InputProps) {
  const { t } = useLingui();
  const { uploadFile } = useServices();
  const files = filesOf(value);
  const multiple = Boolean(component.multiple);
  const [uploading, setUploading] = useState<{ name: string; share?: number }>();
  const [problem, setProblem] = useState<string>();

  /** Why an upload failed, by the status the server answered (or would have). */
  const reason = (status: number) => {
    if (status === 413) return t`The file is too large: the limit is 20 MB.`;
    if (status === 415) return t`Please choose an image or a PDF.`;
    if (status === 429) return t`Too many uploads. Please wait a few minutes and try again.`;
    return t`The upload didn't work. Please try again.`;
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ""; // so choosing the same file again still counts
    if (!chosen || !uploadFile) return;
    const refused = uploadProblem(chosen);
    if (refused) {
      setProblem(reason(refused === "too-large" ? 413 : 415));
      return;
    }
    setProblem(undefined);
    setUploading({ name: chosen.name });
    try {
      const uploaded = await uploadFile(chosen, (share) =>
        setUploading({ name: chosen.name, share }),
      );
      const answer: FileAnswer = { ...uploaded, name: chosen.name, size: chosen.size };
      onChange(multiple ? [...files, answer] : answer);
    } catch (caught) {
      setProblem(reason(statusOf(caught)));
    } finally {
      setUploading(undefined);
    }
  };

  const remove = (index: number) => {
    const rest = files.filter((_, position) => position !== index);
    onChange(multiple ? rest : undefined);
  };

  const { field, control: aria } = useField({ ...props, error: problem ?? error });
  return (
    <Field {...field}>
      {(multiple || files.length === 0) && (
        <input
          {...aria}
          className={control}
          type="file"
          accept={UPLOAD_ACCEPT}
          disabled={!uploadFile || Boolean(uploading)}
          onChange={(event) => void choose(event)}
        />
      )}
      {!uploadFile && <p className={hintClass}>{t`Uploading files is not available here.`}</p>}
      <div role="status">
        {uploading && (
          <>
            <p className={hintClass}>{t`Uploading ${uploading.name}…`}</p>
            <progress className={progress} max={1} value={uploading.share} />
          </>
        )}
      </div>
      {files.length > 0 && (
        <ul className={list}>
          {files.map((file, index) => (
            <li key={file.url} className={item}>
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {file.name ?? file.url}
              </a>
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
