import { read } from "@core/api/call";
// The module itself, not the folder index, keeps the API reads (./api-query) out of the frames.
import { MAX_ENTRIES, invalidate, queryOf, settled, type QueryState } from "@stores/query/query";
import { fetchCallout, type LoadedCallout } from "./api";

/**
 * Each callout's variants once known: a language it lacks is then not asked for. Bounded as the
 * query store is: beyond its cap, the callouts learned longest ago are forgotten (and asked for
 * as if new), so a long visit does not pile them up.
 */
const variantNames = new Map<string, string[]>();

function rememberVariants(id: string, names: string[]): void {
  variantNames.delete(id);
  variantNames.set(id, names);
  const oldest = variantNames.keys().next().value;
  if (variantNames.size > MAX_ENTRIES && oldest !== undefined) variantNames.delete(oldest);
}

/** What asking again for the callout `id` (in every language) invalidates. */
export const calloutRead = (id: string) => ({ path: `callout/${id}` });

/**
 * The callout `id` in the reader's language (`?lang`), kept for the visit: intro, respond and
 * thanks show the same callout, so moving between them shows it at once. When there is no such
 * callout for this reader, it fails with a 404 (`QueryView`'s `notFound`). A failure is not
 * kept: the next visit tries again.
 */
export const calloutQuery = (id: string, lang: string | null | undefined) =>
  queryOf<LoadedCallout>({
    key: `callout ${id} ${lang ?? ""}`,
    path: calloutRead(id).path,
    keep: true,
    load: () =>
      fetchCallout(id, lang, variantNames.get(id)).then((loaded) => {
        if (loaded.callout.variantNames) rememberVariants(id, loaded.callout.variantNames);
        return loaded;
      }),
  });

/** Starts loading a callout (or reuses the load under way), e.g. before a frame renders. */
export function preloadCallout(
  id: string,
  lang?: string | null,
): Promise<QueryState<LoadedCallout>> {
  return settled(calloutQuery(id, lang));
}

/** Asks again for the callouts shown, e.g. after a response changed what `hasAnswered` says. */
export function forgetCallouts(): void {
  variantNames.clear();
  invalidate(read("callout"));
}
