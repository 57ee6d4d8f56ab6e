import { useStore } from "@nanostores/react";
import { read } from "@core/api/call";
// The module itself, not the folder index, keeps the API reads (./api-query) out of the frames.
import { invalidate, queryOf, settled, type QueryState } from "@stores/query/query";
import { fetchCallout, type LoadedCallout } from "./api";

export type CalloutState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "failed" }
  | ({ status: "ready" } & LoadedCallout);

/** Each callout's variants once known: a language it lacks is then not asked for. */
const variantNames = new Map<string, string[]>();

// Kept for the visit: intro, respond and thanks show the same callout, so moving between
// them shows it at once. A failure is not kept: the next visit tries again.
const calloutQuery = (id: string, lang: string | null | undefined) =>
  queryOf<CalloutState>({
    key: `callout ${id} ${lang ?? ""}`,
    path: `callout/${id}`,
    keep: true,
    load: () =>
      fetchCallout(id, lang, { variantNames: variantNames.get(id) }).then((loaded) => {
        if (!loaded) return { status: "not-found" };
        if (loaded.callout.variantNames) variantNames.set(id, loaded.callout.variantNames);
        return { status: "ready", ...loaded };
      }),
  });

const calloutState = (state: QueryState<CalloutState>): CalloutState =>
  state.status === "ready" ? state.data : state;

/** Starts loading a callout (or reuses the load under way), e.g. before a frame renders. */
export function preloadCallout(id: string, lang?: string | null): Promise<CalloutState> {
  return settled(calloutQuery(id, lang)).then(calloutState);
}

/** Asks again for the callouts shown, e.g. after a response changed what `hasAnswered` says. */
export function forgetCallouts(): void {
  variantNames.clear();
  invalidate(read("callout"));
}

/** The callout `id` in the reader's language (`?lang`), loaded once per visit. */
export function useCallout(id: string, lang?: string | null): CalloutState {
  return calloutState(useStore(calloutQuery(id, lang)));
}
