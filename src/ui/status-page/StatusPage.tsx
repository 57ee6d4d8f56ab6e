import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Spinner } from "../spinner";
import { ProgressBar, type Progress } from "./ProgressBar";
import { RetryButton } from "./RetryButton";

export interface StatusPageProps {
  /** Default "loading": a spinner and the loading text. "failed" swaps them for an error mark. */
  state?: "loading" | "failed";
  title?: string;
  message?: string;
  loadingText?: string;
  progress?: Progress;
  /** Shows the retry button. */
  showRetry?: boolean;
  /** Called by the retry button; without it the button reloads the page. */
  onRetry?: () => void;
  retryLabel?: string;
  info?: string;
}

/*
 * The status page shows while the app starts, possibly before the organisation's theme has
 * set its variables, so every colour and font here carries the default theme as a fallback.
 */
const screen = css`
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-height: 100vh;
  min-height: 100dvh;
  padding: 1rem;
  background-color: rgb(var(--c-primary-5, 244, 244, 246));
  color: rgb(var(--c-body, 38, 36, 83));
  font-family: var(--ff-body, system-ui, sans-serif);
`;

const card = css`
  box-sizing: border-box;
  width: 100%;
  max-width: 28rem;
  padding: 2rem;
  border-radius: 0.5rem;
  background-color: rgb(var(--c-white, 255, 255, 255));
  box-shadow: 0 0.25rem 1.5rem rgba(var(--c-black, 0, 0, 0), 0.1);
  text-align: center;
`;

const mark = css`
  display: flex;
  justify-content: center;
  margin-bottom: 1rem;
  color: rgb(var(--c-primary, 38, 36, 83));
`;

const failedMark = css`
  width: 3rem;
  height: 3rem;
  color: rgb(var(--c-danger, 206, 61, 61));

  & circle,
  & path {
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
  }

  & path {
    stroke-width: 2.5;
    stroke-linecap: round;
  }
`;

const heading = css`
  margin: 0 0 0.5rem;
  font-family: var(--ff-title, var(--ff-body, system-ui, sans-serif));
  font-size: 1.5rem;
  line-height: 1.25;
`;

const paragraph = css`
  margin: 0.5rem 0 0;
  line-height: 1.5;
`;

const loading = css`
  font-weight: 600;
`;

const infoText = css`
  margin: 1.5rem 0 0;
  color: rgb(var(--c-body-muted, 81, 80, 117));
  font-size: 0.875rem;
`;

/** A full-screen card for waiting on the app to start, or for telling that it could not. */
export function StatusPage({
  state = "loading",
  title,
  message,
  loadingText,
  progress,
  showRetry = false,
  onRetry,
  retryLabel,
  info,
}: StatusPageProps) {
  const { t } = useLingui();
  const isLoading = state === "loading";
  const loadingLabel = loadingText ?? t`Connecting to server`;

  return (
    <main className={screen}>
      <div className={card}>
        <div className={mark}>
          {isLoading ? (
            <Spinner size="lg" />
          ) : (
            <svg className={failedMark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="10" />
              <path d="M12 7v6M12 16.5v.5" />
            </svg>
          )}
        </div>
        <h1 className={heading}>{title ?? t`Loading Application`}</h1>
        {/* One polite region, so a change of state or message is read out as it happens. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          <p className={paragraph}>
            {message ?? t`Please wait while we prepare everything for you...`}
          </p>
          {isLoading && <p className={cx(paragraph, loading)}>{loadingLabel}</p>}
        </div>
        {progress && <ProgressBar progress={progress} fallbackLabel={loadingLabel} />}
        {showRetry && (
          <RetryButton onClick={onRetry ?? (() => window.location.reload())}>
            {retryLabel ?? t`Try Again`}
          </RetryButton>
        )}
        <p className={infoText}>{info ?? t`This usually takes just a few seconds.`}</p>
      </div>
    </main>
  );
}
