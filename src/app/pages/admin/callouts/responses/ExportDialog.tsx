import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { responsesExport, type ResponseExportFormat } from "../../../../../core/callouts/api";
import { apiRequestUrl } from "../../../../../core/api/first-requests";
import type { RuleGroup } from "../../../../../core/rules";
import { notify } from "../../../../../stores/notifications";
import { Button } from "../../../../../ui/button";
import { Dialog } from "../../../../../ui/dialog";
import { RadioGroup, formActions, formStack, messageForApiError } from "../../../../../ui/form";
import { downloadFile, saveFile, type DownloadProgress } from "./download";

const track = css`
  position: relative;
  height: 0.625rem;
  overflow: hidden;
  border-radius: 0.3125rem;
  background-color: rgb(var(--c-primary-10));
`;

const fill = css`
  height: 100%;
  background-color: rgb(var(--c-primary));
  transition: width 0.2s ease-out;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/* A file whose rows cannot be counted on the way (XLSX is compressed): a bar that moves. */
const sweeping = css`
  width: 30%;
  animation: sweep 1.2s ease-in-out infinite;

  @keyframes sweep {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(340%);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    animation: none;
    opacity: 0.5;
  }
`;

const caption = css`
  margin: 0.375rem 0 0;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;

export interface ExportScope {
  /** Which responses: the list's filter, or the selected ones by id. */
  rules: RuleGroup;
  /** How many, as the page counted them. */
  count: number;
  /** Says which responses, e.g. "the 12 selected responses". */
  description: string;
}

type State = { step: "choose"; problem?: string } | { step: "running"; progress: DownloadProgress };

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
  const { t, i18n } = useLingui();
  const [format, setFormat] = useState<ResponseExportFormat>("csv");
  const [state, setState] = useState<State>({ step: "choose" });
  const controller = useRef<AbortController>(undefined);

  // Leaving the page stops a download nobody would see the end of.
  useEffect(() => () => controller.current?.abort(), []);

  const close = () => {
    controller.current?.abort();
    setState({ step: "choose" });
    onClose();
  };

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ step: "running", progress: { bytes: 0, total: scope.count } });
    try {
      const file = await downloadFile(
        apiRequestUrl(responsesExport(calloutId, format, scope.rules)),
        {
          signal: abort.signal,
          countRows: format === "csv",
          onProgress: (progress) => setState({ step: "running", progress }),
        },
      );
      saveFile(file);
      const rows = file.total ?? scope.count;
      notify.success(
        plural(rows, {
          one: `${file.filename} is saved, with # response.`,
          other: `${file.filename} is saved, with # responses.`,
        }),
      );
      setState({ step: "choose" });
      onClose();
    } catch (error) {
      if (abort.signal.aborted) {
        notify.info(t`The export is cancelled.`);
        return;
      }
      const problem = messageForApiError(error);
      setState({
        step: "choose",
        problem: problem ? i18n._(problem) : t`The export failed. Try again.`,
      });
    } finally {
      if (controller.current === abort) controller.current = undefined;
    }
  };

  const running = state.step === "running" ? state.progress : undefined;
  const total = running?.total ?? scope.count;
  const percent =
    running?.rows !== undefined && total > 0
      ? Math.min(100, Math.round((running.rows / total) * 100))
      : undefined;
  const megabytes = running
    ? i18n.number(running.bytes / 1_000_000, { maximumFractionDigits: 1 })
    : "";

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
              <Button onClick={() => void start()} disabled={scope.count === 0}>
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
          <div>
            <div
              className={track}
              role="progressbar"
              aria-label={t`Export progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={
                running.rows !== undefined
                  ? t`${i18n.number(running.rows)} of ${i18n.number(total)} responses`
                  : t`${megabytes} MB received`
              }
            >
              {percent === undefined ? (
                <div className={`${fill} ${sweeping}`} />
              ) : (
                // Set through the DOM's style object, which a strict CSP allows.
                <div className={fill} style={{ width: `${percent}%` }} />
              )}
            </div>
            <p className={caption} aria-hidden="true">
              {running.rows !== undefined
                ? t`${i18n.number(running.rows)} of ${i18n.number(total)} responses`
                : t`${megabytes} MB received`}
            </p>
          </div>
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
        {state.step === "choose" && state.problem && <p role="alert">{state.problem}</p>}
      </div>
    </Dialog>
  );
}
