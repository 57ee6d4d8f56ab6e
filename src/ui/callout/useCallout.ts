import { useEffect, useState } from "react";
import { fetchCallout, type LoadedCallout } from "./api";

export type CalloutState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "failed" }
  | ({ status: "ready" } & LoadedCallout);

interface Entry {
  promise: Promise<LoadedCallout | undefined>;
  state?: CalloutState;
}

// One load per callout and language for the pages of a visit: intro, respond and thanks show
// the same callout, so moving between them shows it at once.
const cache = new Map<string, Entry>();
/** Each callout's variants once known: a language it lacks is then not asked for. */
const variantNames = new Map<string, string[]>();
const keyOf = (id: string, lang: string | null | undefined) => `${id}\n${lang ?? ""}`;

/** Starts loading a callout (or reuses the load under way), e.g. before a frame renders. */
export function preloadCallout(id: string, lang?: string | null): Promise<CalloutState> {
  const key = keyOf(id, lang);
  let entry = cache.get(key);
  if (!entry) {
    const created: Entry = {
      promise: fetchCallout(id, lang, { variantNames: variantNames.get(id) }),
    };
    cache.set(key, created);
    entry = created;
    created.promise.then(
      (loaded) => {
        if (loaded?.callout.variantNames) variantNames.set(id, loaded.callout.variantNames);
        created.state = loaded ? { status: "ready", ...loaded } : { status: "not-found" };
      },
      () => {
        // A failure is not kept: the next visit tries again.
        cache.delete(key);
        created.state = { status: "failed" };
      },
    );
  }
  const current = entry;
  return current.promise.then(
    () => current.state!,
    () => current.state ?? { status: "failed" },
  );
}

/** Forgets loaded callouts, e.g. after a response changed what `hasAnswered` says. */
export function forgetCallouts(): void {
  cache.clear();
  variantNames.clear();
}

/** The callout `id` in the reader's language (`?lang`), loaded once per visit. */
export function useCallout(id: string, lang?: string | null): CalloutState {
  const key = keyOf(id, lang);
  const [state, setState] = useState<{ key: string; state: CalloutState }>(() => ({
    key,
    state: cache.get(key)?.state ?? { status: "loading" },
  }));
  useEffect(() => {
    let live = true;
    void preloadCallout(id, lang).then((next) => {
      if (live) setState({ key, state: next });
    });
    return () => {
      live = false;
    };
  }, [id, lang, key]);
  return state.key === key ? state.state : (cache.get(key)?.state ?? { status: "loading" });
}
