import { useStore } from "@nanostores/react";
import { calloutPath, useCalloutNavigation } from "../../../ui/callout/navigation";
import { redirectTarget } from "../../../ui/callout/links";
import { RespondView } from "../../../ui/callout/RespondView";
import type { ReaderCallout } from "../../../ui/callout/types";
import { $currentUser } from "../../../stores/session";
import { MembersOnlyPrompt } from "./MembersOnlyPrompt";
import { rememberSubmitted } from "./submitted";

/**
 * The form of a callout page in the dashboard. Once the response is stored, the reader goes on
 * to the callout's own page when it has one (`thanksRedirect`), else to its thank-you page.
 */
export function CalloutRespond({ callout }: { callout: ReaderCallout }) {
  const user = useStore($currentUser);
  const navigation = useCalloutNavigation();
  return (
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
  );
}
