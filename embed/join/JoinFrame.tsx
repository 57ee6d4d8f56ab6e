import { css } from "@linaria/core";
import { useEffect, useState } from "react";
import type { SetupFailure } from "@core/payments/setup-failure";
import { sendToHost } from "@ui/embed/outbox";
import { clearDraft, loadDraft, saveDraft } from "@ui/join-form/join-draft";
import { JoinView } from "@ui/join-form/JoinView";
import { FrameError } from "../shared/FrameError";

/* In a phone's article, whose own margins frame it, only room for the focus rings at the sides. */
const frame = css`
  padding: 1rem 0.375rem;
  @media (min-width: 30rem) {
    padding: 1rem;
  }
`;

/**
 * Opens where the join leads in the host's window (a provider's page, or the notice to check
 * one's inbox), since those pages are not for a frame. Browsers let a frame of another site
 * lead its page away only after the reader acted in it; when one refuses, the form offers a
 * link instead.
 */
function openInHostWindow(url: string): boolean {
  const target = new URL(url, location.origin).href;
  sendToHost({ type: "submitted", form: "join" });
  try {
    window.top!.location.href = target;
    return true;
  } catch {
    return false;
  }
}

/**
 * The reader is back in the article from a checkout they left for (the return page went back
 * in the tab's history, or they did): asks how it went. A failure shows with the form as they
 * left it; anything else forgets the draft. Only once per checkout: the flow's id is dropped.
 */
async function lookBack(report: (failure: SetupFailure) => void): Promise<void> {
  const draft = loadDraft();
  if (!draft?.paymentFlowId) return;
  const { joinOutcome } = await import("@ui/join-form/submit-join");
  const outcome = await joinOutcome(draft.paymentFlowId).catch(() => undefined);
  if (!outcome) return;
  if (outcome === "completed" || outcome === "gone") {
    clearDraft();
    return;
  }
  saveDraft({ values: draft.values });
  report(outcome);
}

/** The join frame: the join form with the organisation's settings, `?amount=` and `?period=`. */
export function JoinFrame() {
  // Counted, so that each failure shows, even after the reader tried again once.
  const [failure, setFailure] = useState<{ reason: SetupFailure; count: number }>();

  useEffect(() => {
    const report = (reason: SetupFailure) =>
      setFailure((last) => ({ reason, count: (last?.count ?? 0) + 1 }));
    void lookBack(report);
    // Back from the history's cache, the page (and this frame) is as the reader left it.
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) void lookBack(report);
    };
    addEventListener("pageshow", shown);
    return () => removeEventListener("pageshow", shown);
  }, []);

  return (
    <div className={frame}>
      <JoinView
        key={failure?.count ?? 0}
        query={new URLSearchParams(location.search)}
        embedded={window.parent !== window}
        go={openInHostWindow}
        returnHere
        failure={failure?.reason}
        failed={<FrameError />}
      />
    </div>
  );
}
