import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { API_BASE } from "@core/api";
import { HEALTH_ATTEMPTS, healthCheck, waitForBackend } from "@core/boot";
import { loadCurrentUser } from "@stores/session";
import { loadGeneralContent } from "@stores/settings";
import { StatusPage } from "@ui/status-page";

type BootState =
  | { phase: "starting" }
  | { phase: "waiting"; attempt: number }
  | { phase: "failed"; retry: () => void }
  | { phase: "ready" };

/**
 * Waits for the backend (SPEC sections 2 and 4), then loads who is signed in and the
 * organisation's settings, then renders the app. Nothing shows for the first 500 ms, so a
 * healthy start never flashes a waiting screen.
 */
export function Boot({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [state, setState] = useState<BootState>({ phase: "starting" });

  useEffect(() => {
    const start = () =>
      Promise.all([loadCurrentUser(), loadGeneralContent()]).then(
        () => setState({ phase: "ready" }),
        () => setState({ phase: "failed", retry: () => location.reload() }),
      );
    void waitForBackend({
      checkHealth: healthCheck(`${API_BASE}/health`),
      onReady: () => void start(),
      onWaiting: () => setState({ phase: "waiting", attempt: 0 }),
      onProgress: (attempt) => setState({ phase: "waiting", attempt }),
      onFailed: (retry) =>
        setState({
          phase: "failed",
          retry: () => {
            setState({ phase: "waiting", attempt: 0 });
            retry();
          },
        }),
      reload: () => location.reload(),
    });
  }, []);

  switch (state.phase) {
    case "starting":
      return null;
    case "ready":
      return children;
    case "waiting": {
      const left = HEALTH_ATTEMPTS - state.attempt;
      return (
        <StatusPage
          state="loading"
          message={t`Please wait while we connect to our services`}
          progress={
            state.attempt > 0
              ? {
                  percent: Math.round((state.attempt / HEALTH_ATTEMPTS) * 100),
                  text: plural(left, { one: "# attempt left", other: "# attempts left" }),
                }
              : undefined
          }
        />
      );
    }
    case "failed":
      return (
        <StatusPage
          state="failed"
          title={t`We can't reach our services`}
          message={t`Please check your connection and try again in a moment.`}
          showRetry
          onRetry={state.retry}
        />
      );
  }
}
