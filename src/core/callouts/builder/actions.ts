import type { UpdateCallout } from "../callout";
import type { CalloutStatus } from "../status";
import { isoToLocalInput, localInputToDate } from "./dates";
import type { BuilderValues } from "./values";

// The builder's status actions and the dates each one sends. The start and end dates the
// admin chose are only sent by the action that uses them: "Save draft" keeps a callout
// unpublished, whatever start date it holds.

export type BuilderAction = "saveDraft" | "publish" | "schedule" | "update" | "revert";
export type PrimaryAction = "publish" | "schedule" | "update";

export interface ActionChoice {
  /** The main button: blocked while anything keeps the callout from being published. */
  primary: PrimaryAction;
  /** Saving as a draft, or taking a published or scheduled callout back to one. */
  secondary: "saveDraft" | "revert";
}

/** When the chosen start is, if one is chosen and complete. */
function chosenStart(values: Pick<BuilderValues, "startMode" | "starts">): Date | undefined {
  return values.startMode === "date" ? localInputToDate(values.starts) : undefined;
}

/**
 * The actions a callout in this status offers: a draft is published now, or scheduled when
 * its start is in the future; a scheduled one is updated (or published now, once its start
 * is "when I publish"); an open or ended one is updated.
 */
export function builderActions(
  status: CalloutStatus | "new",
  values: Pick<BuilderValues, "startMode" | "starts">,
  now: Date,
): ActionChoice {
  const starts = chosenStart(values);
  const future = starts !== undefined && starts > now;
  switch (status) {
    case "new":
    case "draft":
      return { primary: future ? "schedule" : "publish", secondary: "saveDraft" };
    case "scheduled":
      return { primary: future ? "update" : "publish", secondary: "revert" };
    case "open":
    case "ended":
      return { primary: "update", secondary: "revert" };
  }
}

/** The stored date itself when the field still shows it, so a save never shifts it. */
function dateOf(value: string, stored: string | null): string | null {
  if (stored && isoToLocalInput(stored) === value) return stored;
  return localInputToDate(value)?.toISOString() ?? null;
}

/**
 * The `starts` and `expires` an action sends. `stored` are the callout's dates as loaded;
 * `now` stands for the server's clock.
 */
export function datesFor(
  action: BuilderAction,
  status: CalloutStatus | "new",
  values: Pick<BuilderValues, "startMode" | "starts" | "endMode" | "expires">,
  stored: { starts: string | null; expires: string | null },
): Pick<UpdateCallout, "starts" | "expires"> {
  const expires = values.endMode === "date" ? dateOf(values.expires, stored.expires) : null;
  switch (action) {
    case "revert":
      return { starts: null, expires: null };
    case "saveDraft":
      return { starts: null, expires };
    case "publish":
      return { starts: "now", expires };
    case "schedule":
      return { starts: dateOf(values.starts, stored.starts), expires };
    case "update":
      // An open or ended callout keeps the start it opened at.
      return status === "scheduled"
        ? { starts: dateOf(values.starts, stored.starts), expires }
        : { expires };
  }
}
