import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { DownloadProgress } from "./download";

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

/**
 * An export's progress bar: the rows against the total the server announces, or, when rows
 * cannot be counted, the megabytes received under a moving bar.
 */
export function ExportProgress({
  progress,
  total,
  rowsText,
}: {
  progress: DownloadProgress;
  /** The total to count against when the server announces none. */
  total: number;
  /** Says the rows so far, e.g. "12 of 40 contacts". */
  rowsText(rows: string, total: string): string;
}) {
  const { t, i18n } = useLingui();
  const all = progress.total ?? total;
  const percent =
    progress.rows !== undefined && all > 0
      ? Math.min(100, Math.round((progress.rows / all) * 100))
      : undefined;
  const megabytes = i18n.number(progress.bytes / 1_000_000, { maximumFractionDigits: 1 });
  const ahead = progress.waiting;
  const text =
    ahead !== undefined
      ? ahead === 0
        ? t`Waiting: yours starts next.`
        : plural(ahead, {
            one: "Waiting: # export ahead of yours.",
            other: "Waiting: # exports ahead of yours.",
          })
      : progress.rows !== undefined
        ? rowsText(i18n.number(progress.rows), i18n.number(all))
        : t`${megabytes} MB received`;
  return (
    <div>
      <div
        className={track}
        role="progressbar"
        aria-label={t`Export progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        {percent === undefined ? (
          <div className={`${fill} ${sweeping}`} />
        ) : (
          // Set through the DOM's style object, which a strict CSP allows.
          <div className={fill} style={{ width: `${percent}%` }} />
        )}
      </div>
      <p className={caption} aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
