import { css } from "@linaria/core";
import { Trans } from "@lingui/react/macro";

const box = css`
  padding: 1rem;
`;

/**
 * Shown instead of a page that is not meant for frames: nothing of the page renders, so it
 * cannot be used for clickjacking, but the reader still gets a way to open it.
 */
export default function FrameBlockedPage() {
  return (
    <main className={box}>
      <p>
        <Trans>This page can't be shown here.</Trans>{" "}
        <a href={window.location.href} target="_blank" rel="noopener">
          <Trans>Open it in a new tab</Trans>
        </a>
      </p>
    </main>
  );
}
