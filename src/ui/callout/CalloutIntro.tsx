import { css } from "@linaria/core";
import { ContentBlock } from "../callout-form/ContentBlock";
import { Text } from "../typography/Text";
import { imageUrl } from "./links";
import { ShareBox } from "./ShareBox";
import type { Callout } from "./types";

export interface CalloutIntroProps {
  callout: Callout;
  /** The callout page's full address, for sharing. */
  shareUrl: string;
}

const intro = css`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const cover = css`
  display: block;
  width: 100%;
  height: auto;
  max-height: 28rem;
  border-radius: 0.5rem;
  object-fit: cover;
`;

/**
 * What comes before the form on the callout page: the cover image, the summary, the intro
 * (the editor's HTML, sanitised) and, while the callout is open, a way to share it.
 */
export function CalloutIntro({ callout, shareUrl }: CalloutIntroProps) {
  return (
    <div className={intro}>
      {callout.image && (
        // The title says what the callout is about; the cover is decoration.
        <img
          className={cover}
          src={imageUrl(callout.image, 1440)}
          alt=""
          width={1440}
          height={900}
        />
      )}
      {callout.excerpt && <Text size="lg">{callout.excerpt}</Text>}
      {callout.intro && <ContentBlock html={callout.intro} />}
      {callout.status === "open" && (
        <ShareBox url={shareUrl} title={callout.shareTitle || callout.title} />
      )}
    </div>
  );
}
