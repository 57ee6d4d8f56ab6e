import { useStore } from "@nanostores/react";
import { useState } from "react";
import { $currentUser } from "../../../stores/session";
import { CalloutHeader } from "../../../ui/callout/CalloutHeader";
import { ShareBox } from "../../../ui/callout/ShareBox";
import { ThanksView } from "../../../ui/callout/ThanksView";
import { isEmbedded } from "../../embedded";
import type { PageProps } from "../../router/types";
import { CalloutShell } from "./CalloutShell";
import { ResultsLinks } from "./ResultsLinks";
import { takeSubmitted } from "./submitted";

/** `/callouts/:id/thanks`: the thank-you after answering, and a way to share the callout. */
export default function ThanksPage({ params }: PageProps) {
  const user = useStore($currentUser);
  return (
    <CalloutShell id={params.id}>
      {({ callout, variant }) => (
        <>
          <CalloutHeader callout={callout} variant={variant} page="thanks" hideTitle={isEmbedded} />
          <Thanks callout={callout} user={user} />
          {!isEmbedded && <ResultsLinks callout={callout} />}
        </>
      )}
    </CalloutShell>
  );
}

function Thanks({ callout, user }: Parameters<typeof ThanksView>[0]) {
  const [submitted] = useState(() => takeSubmitted(callout.id));
  return (
    <ThanksView callout={callout} user={user} embedded={isEmbedded} focusHeading={submitted}>
      {!isEmbedded && callout.status === "open" && (
        <ShareBox
          url={`${location.origin}/callouts/${encodeURIComponent(callout.slug)}`}
          title={callout.shareTitle || callout.title}
        />
      )}
    </ThanksView>
  );
}
