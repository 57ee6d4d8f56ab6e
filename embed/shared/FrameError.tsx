import { useLingui } from "@lingui/react/macro";

/**
 * What a frame says when it cannot reach the server: short, and with a way to the full page.
 * The alert around it is the caller's (a failure's `QueryView`, or the frame's boot), so it is
 * announced once.
 */
export function FrameError() {
  const { t } = useLingui();
  // The message `<Trans>` made, so it keeps its translations, with its link cut out here (as
  // Trans would, a translation without the tags has no link): Trans's runtime would be in the
  // callout frame's first screen for this message alone.
  const [before, link, after] =
    t`This form can't load right now. <0>Open it in a new tab</0>`.split(/<\/?0>/);
  return (
    <p>
      {before}
      {link && (
        <a href={location.href.replace("/embed/", "/")} target="_blank" rel="noopener">
          {link}
        </a>
      )}
      {after}
    </p>
  );
}
