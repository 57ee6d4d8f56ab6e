import { css } from "@linaria/core";
import { sendToHost } from "../../src/ui/embed/outbox";
import { JoinView } from "../../src/ui/join-form/JoinView";
import { FrameError } from "../shared/FrameError";

const frame = css`
  padding: 1rem;
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

/** The join frame: the join form with the organisation's settings, `?amount=` and `?period=`. */
export function JoinFrame() {
  return (
    <div className={frame}>
      <JoinView
        query={new URLSearchParams(location.search)}
        embedded={window.parent !== window}
        go={openInHostWindow}
        failed={<FrameError />}
      />
    </div>
  );
}
