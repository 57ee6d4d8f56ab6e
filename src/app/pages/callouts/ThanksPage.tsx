import { useStore } from "@nanostores/react";
import { useState } from "react";
import { $currentUser } from "@stores/session";
import { CalloutHeader } from "@ui/callout/CalloutHeader";
import { NextSteps } from "@ui/callout/NextSteps";
import { ThanksView } from "@ui/callout/ThanksView";
import { isEmbedded } from "../../embedded";
import type { PageProps } from "../../router/types";
import { CalloutShell } from "./CalloutShell";
import { ResultsLinks } from "./ResultsLinks";
import { takeSubmitted } from "./submitted";

/** `/callouts/:id/thanks`: the thank-you after answering, then what the newsroom offers next. */
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
    <>
      <ThanksView callout={callout} user={user} embedded={isEmbedded} focusHeading={submitted} />
      <NextSteps callout={callout} embedded={isEmbedded} signedIn={user !== null} />
    </>
  );
}
