import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Callout } from "@core/callouts/callout";
import { relativeTime } from "../shared/relative-time";

/**
 * Where a callout stands in time, in a sentence of the active locale: "Opens in 3 days",
 * "Ends in 5 hours", "Open with no end date", "Ended 2 days ago", "Not published yet".
 */
export function whenSentence(
  callout: Pick<Callout, "status" | "starts" | "expires">,
  i18n: I18n,
  now = new Date(),
): string {
  const from = (date: string) => relativeTime(date, i18n, now);
  switch (callout.status) {
    case "draft":
      return i18n._(msg`Not published yet`);
    case "scheduled": {
      const when = callout.starts ? from(callout.starts) : "";
      return i18n._(msg`Opens ${when}`);
    }
    case "open": {
      if (!callout.expires) return i18n._(msg`Open with no end date`);
      const when = from(callout.expires);
      return i18n._(msg`Ends ${when}`);
    }
    case "ended": {
      const when = callout.expires ? from(callout.expires) : "";
      return i18n._(msg`Ended ${when}`);
    }
  }
}

/** The callout's dates as a range in the active locale; "" for a draft. */
export function dateRange(callout: Pick<Callout, "starts" | "expires">, i18n: I18n): string {
  const format = (iso: string) => i18n.date(iso, { dateStyle: "medium", timeStyle: "short" });
  if (!callout.starts) return "";
  const starts = format(callout.starts);
  if (!callout.expires) return i18n._(msg`From ${starts}`);
  const expires = format(callout.expires);
  return i18n._(msg`${starts} to ${expires}`);
}
