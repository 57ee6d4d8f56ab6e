import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { PaymentSort } from "@core/payments";
import { paymentExport } from "@core/payments/api";
import type { RuleGroup } from "@core/rules/rule";
import { notify } from "@stores/notifications";
import { Button } from "@ui/button";
import type { SortValue } from "@app/router/list-params";
import { downloadExport, type ExportProgress } from "./download-export";

const wrap = css`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.375rem;
`;
const bar = css`
  width: 14rem;
  max-width: 100%;
  height: 0.5rem;
  accent-color: rgb(var(--c-primary));
`;

export interface ExportButtonProps {
  sort: SortValue<PaymentSort>;
  rules: RuleGroup | undefined;
  /** How many the filter matches, for the button's words; undefined while unknown. */
  total: number | undefined;
}

/** Exports the filtered payments as CSV, with a progress bar while the file arrives. */
export function ExportButton({ sort, rules, total }: ExportButtonProps) {
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<ExportProgress>();
  const abort = useRef<AbortController>(undefined);
  useEffect(() => () => abort.current?.abort(), []);

  async function start() {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ rows: 0, total });
    try {
      await downloadExport(
        paymentExport({ sort: sort.column, order: sort.order, ...(rules ? { rules } : {}) }),
        setProgress,
        controller.signal,
      );
      notify.success(t`The payments are exported.`);
    } catch (error) {
      if (!controller.signal.aborted) notify.error(t`The export failed. Please try again.`);
      else if (error instanceof Error && error.name !== "AbortError") throw error;
    } finally {
      setProgress(undefined);
    }
  }

  if (progress) {
    const { rows, waiting: ahead } = progress;
    const of = progress.total ?? total ?? 0;
    // The same words as the contacts' and responses' export dialogs.
    const text =
      ahead === undefined
        ? t`Exported ${i18n.number(rows)} of ${i18n.number(of)} payments`
        : ahead === 0
          ? t`Waiting: yours starts next.`
          : plural(ahead, {
              one: "Waiting: # export ahead of yours.",
              other: "Waiting: # exports ahead of yours.",
            });
    return (
      <div className={wrap}>
        <progress
          className={bar}
          max={Math.max(of, 1)}
          value={Math.min(rows, of)}
          aria-label={t`Export progress`}
        />
        <span role="status">{text}</span>
        <Button variant="text" size="sm" onClick={() => abort.current?.abort()}>
          {t`Stop the export`}
        </Button>
      </div>
    );
  }
  return (
    <Button variant="primaryOutlined" onClick={() => void start()} disabled={total === 0}>
      {total === undefined ? t`Export CSV` : t`Export ${i18n.number(total)} as CSV`}
    </Button>
  );
}
