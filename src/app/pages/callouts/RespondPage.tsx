import { CalloutHeader } from "@ui/callout/CalloutHeader";
import { isEmbedded } from "../../embedded";
import type { PageProps } from "../../router/types";
import { CalloutRespond } from "./CalloutRespond";
import { CalloutShell } from "./CalloutShell";

/** `/callouts/:id/respond`: the callout's form without its intro (the map's "add" leads here). */
export default function RespondPage({ params }: PageProps) {
  return (
    <CalloutShell id={params.id}>
      {({ callout, variant }) => (
        <>
          <CalloutHeader
            callout={callout}
            variant={variant}
            page="respond"
            hideTitle={isEmbedded}
          />
          <CalloutRespond callout={callout} />
        </>
      )}
    </CalloutShell>
  );
}
