import { css } from "@linaria/core";

export interface Progress {
  /** 0 to 100; values outside are clamped. */
  percent: number;
  /** What is happening, shown beside the percentage; also the progressbar's name. */
  text?: string;
}

export interface ProgressBarProps {
  progress: Progress;
  /** The progressbar's name when the progress has no text. */
  fallbackLabel: string;
}

const track = css`
  height: 0.5rem;
  margin-top: 1.25rem;
  overflow: hidden;
  border-radius: 0.25rem;
  background-color: rgb(var(--c-primary-10, 233, 233, 238));
`;

const bar = css`
  height: 100%;
  background-color: rgb(var(--c-primary, 38, 36, 83));
  transition: width 0.3s ease-out;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const caption = css`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  margin: 0.375rem 0 0;
  font-size: 0.875rem;
`;

/** The status page's progress bar, with colour fallbacks for an unthemed page. */
export function ProgressBar({ progress, fallbackLabel }: ProgressBarProps) {
  const percent = Math.round(Math.min(100, Math.max(0, progress.percent)));
  return (
    <>
      <div
        className={track}
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={progress.text || fallbackLabel}
      >
        {/* Set through the DOM style object, which a strict CSP allows. */}
        <div className={bar} style={{ width: `${percent}%` }} />
      </div>
      <p className={caption} aria-hidden="true">
        <span>{progress.text}</span>
        <span>{percent}%</span>
      </p>
    </>
  );
}
