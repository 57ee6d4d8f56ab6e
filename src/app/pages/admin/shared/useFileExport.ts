import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { ApiRead } from "@core/api/call";
import { notify } from "@stores/notifications";
import { messageForRefusal } from "@ui/form";
import { downloadFile, saveFile, type DownloadedFile, type DownloadProgress } from "./download";

export type ExportState =
  { step: "choose"; problem?: string } | { step: "running"; progress: DownloadProgress };

/**
 * An export's download: it streams in with its progress, can be cancelled (and is, when the
 * page goes), then the browser saves the file and `onSaved` says so. A failure is kept as the
 * problem to show in the dialog.
 */
export function useFileExport(onSaved: (file: DownloadedFile) => void) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<ExportState>({ step: "choose" });
  const controller = useRef<AbortController>(undefined);

  // Leaving the page stops a download nobody would see the end of.
  useEffect(() => () => controller.current?.abort(), []);

  const cancel = () => {
    controller.current?.abort();
    setState({ step: "choose" });
  };

  const start = async (call: ApiRead<unknown>, options: { total: number; countRows: boolean }) => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ step: "running", progress: { bytes: 0, total: options.total } });
    try {
      const file = await downloadFile(call, {
        signal: abort.signal,
        countRows: options.countRows,
        onProgress: (progress) => setState({ step: "running", progress }),
      });
      saveFile(file);
      setState({ step: "choose" });
      onSaved(file);
    } catch (error) {
      if (abort.signal.aborted) {
        notify.info(t`The export is cancelled.`);
        return;
      }
      const problem = messageForRefusal(error);
      setState({
        step: "choose",
        problem: problem ? i18n._(problem) : t`The export failed. Try again.`,
      });
    } finally {
      if (controller.current === abort) controller.current = undefined;
    }
  };

  return {
    state,
    running: state.step === "running" ? state.progress : undefined,
    problem: state.step === "choose" ? state.problem : undefined,
    start,
    cancel,
  };
}
