import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { API_BASE } from "../../../../../core/api/client";
import { contactExportPath } from "../../../../../core/contacts/api";
import type { RuleGroup } from "../../../../../core/rules";
import { notify } from "../../../../../stores/notifications";
import { Button } from "../../../../../ui/button";
import { Dialog } from "../../../../../ui/dialog";
import { formActions, formStack, messageForApiError } from "../../../../../ui/form";
import { downloadFile, saveFile, type DownloadProgress } from "../../callouts/responses/download";

const track = css`
  height: 0.625rem;
  overflow: hidden;
  border-radius: 0.3125rem;
  background-color: rgb(var(--c-primary-10));
`;

const fill = css`
  height: 100%;
  background-color: rgb(var(--c-primary));
`;

const caption = css`
  margin: 0.375rem 0 0;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;

/**
 * Exports the contacts the list shows as CSV: the rows stream in against the count the
 * server announces, with Cancel, then the browser saves the file.
 */
export function ExportDialog({
  rules,
  count,
  onClose,
}: {
  rules: RuleGroup | undefined;
  count: number;
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<DownloadProgress>();
  const [problem, setProblem] = useState<string>();
  const controller = useRef<AbortController>(undefined);

  useEffect(() => () => controller.current?.abort(), []);

  const close = () => {
    controller.current?.abort();
    onClose();
  };

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProblem(undefined);
    setProgress({ bytes: 0, rows: 0, total: count });
    try {
      const file = await downloadFile(`${API_BASE}/${contactExportPath(rules)}`, {
        signal: abort.signal,
        countRows: true,
        onProgress: setProgress,
      });
      saveFile(file);
      notify.success(
        plural(file.total ?? count, {
          one: `${file.filename} is saved, with # contact.`,
          other: `${file.filename} is saved, with # contacts.`,
        }),
      );
      onClose();
    } catch (error) {
      if (abort.signal.aborted) return;
      const message = messageForApiError(error);
      setProblem(message ? i18n._(message) : t`The export failed. Try again.`);
      setProgress(undefined);
    } finally {
      if (controller.current === abort) controller.current = undefined;
    }
  };

  const total = progress?.total ?? count;
  const rows = progress?.rows ?? 0;
  const percent = total > 0 ? Math.min(100, Math.round((rows / total) * 100)) : 0;
  const progressText = t`${i18n.number(rows)} of ${i18n.number(total)} contacts`;

  return (
    <Dialog
      open
      title={t`Export contacts`}
      onClose={close}
      actions={
        <div className={formActions}>
          {progress ? (
            <Button variant="greyOutlined" onClick={close}>
              {t`Cancel the export`}
            </Button>
          ) : (
            <>
              <Button onClick={() => void start()} disabled={count === 0}>
                {t`Export CSV`}
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
        <p>
          {rules
            ? plural(count, {
                0: "No contact matches the filter.",
                one: "The contact that matches the filter.",
                other: "The # contacts that match the filter.",
              })
            : plural(count, {
                0: "There are no contacts.",
                one: "The one contact.",
                other: "All # contacts.",
              })}
        </p>
        {progress && (
          <div>
            <div
              className={track}
              role="progressbar"
              aria-label={t`Export progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={progressText}
            >
              <div className={fill} style={{ width: `${percent}%` }} />
            </div>
            <p className={caption} aria-hidden="true">
              {progressText}
            </p>
          </div>
        )}
        {problem && <p role="alert">{problem}</p>}
      </div>
    </Dialog>
  );
}
