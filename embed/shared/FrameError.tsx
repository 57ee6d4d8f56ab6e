import { Trans } from "@lingui/react/macro";

/** Shown when the frame cannot reach the server: short, and with a way to the full page. */
export function FrameError() {
  return (
    <p role="alert">
      <Trans>
        This form can't load right now.{" "}
        <a href={location.href.replace("/embed/", "/")} target="_blank" rel="noopener">
          Open it in a new tab
        </a>
      </Trans>
    </p>
  );
}
