import { useStore } from "@nanostores/react";
import { calloutPath, useCalloutNavigation } from "@ui/callout/navigation";
import { responseBlock } from "@ui/callout/access";
import { redirectTarget } from "@ui/callout/links";
import { RespondView } from "@ui/callout/RespondView";
import type { ReaderCallout } from "@ui/callout/types";
import { $currentUser } from "@stores/session";
import { MembersOnlyPrompt } from "@app/pages/shared/MembersOnlyPrompt";
import { OwnAnswer } from "./OwnAnswer";
import { rememberSubmitted } from "./submitted";

/**
 * The form of a callout page in the dashboard. Once the response is stored, the reader goes on
 * to the callout's own page when it has one (`thanksRedirect`), else to its thank-you page. A
 * reader who answered and may not answer again (one response, or closed) can read their answer.
 */
export function CalloutRespond({ callout }: { callout: ReaderCallout }) {
  const user = useStore($currentUser);
  const navigation = useCalloutNavigation();
  const block = responseBlock(callout, user);
  const answered = Boolean(
    user && callout.hasAnswered && (block === "answered" || block === "closed"),
  );
  return (
    <>
      <RespondView
        callout={callout}
        user={user}
        onSubmitted={() => {
          const redirect = redirectTarget(callout.thanksRedirect);
          if (redirect) {
            location.assign(redirect);
            return;
          }
          rememberSubmitted(callout.id);
          navigation.navigate(calloutPath(navigation, callout.slug, "thanks"));
        }}
        membersOnly={(reason) => <MembersOnlyPrompt reason={reason} />}
      />
      {answered && <OwnAnswer callout={callout} />}
    </>
  );
}
