// The modules themselves, not the folder indexes, keep the client's helpers out of the frames.
import { isApiError } from "@core/api/api-error";
import { variantFor } from "@core/api/first-requests";
import { readerCallout } from "@core/callouts/api";
import { api } from "@stores/api";
import type { ReaderCallout } from "./types";

/** A callout read in a language, and the variant that gave its texts. */
export interface LoadedCallout {
  callout: ReaderCallout;
  variant: string;
}

export { variantFor };

/**
 * `GET /callout/:id` with all a reader's page needs, in the reader's language when the callout
 * has it: an unknown variant is a 404, so that falls back to the default texts (or, given the
 * callout's `variantNames`, is not asked for). Fails with the default texts' 404 when there is
 * no such callout for this reader.
 */
export async function fetchCallout(
  id: string,
  lang?: string | null,
  variantNames?: string[],
): Promise<LoadedCallout> {
  const load = async (variant: string) => ({
    callout: await api.send(readerCallout(id, variant)),
    variant,
  });
  const wanted = variantFor(lang, variantNames);
  if (wanted === "default") return load(wanted);
  return load(wanted).catch((error: unknown) => {
    if (isApiError(error, undefined, [404])) return load("default");
    throw error;
  });
}
