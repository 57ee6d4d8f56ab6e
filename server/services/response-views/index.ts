import type { Database } from "../../db/connection";
import type { ContactService } from "../contacts";
import { createSegmentUseCases } from "./beabee-segments";
import { responseViewStore } from "./store";
import { createViewUseCases } from "./views";

/**
 * Saved views of a callout's responses, shared by its staff (the routes check who), as
 * `/callout/:id/views` shows them (`views.ts`) and as beabee's response segments
 * (`beabee-segments.ts`): the same rows, saved filters of the callout's responses.
 */
export function createResponseViews(options: { db: Database; contacts: ContactService }) {
  const store = responseViewStore(options.db);
  return {
    ...createViewUseCases(store, options.contacts),
    ...createSegmentUseCases(store),
    remove: (calloutId: string, viewId: string): Promise<boolean> =>
      store.remove(viewId, calloutId),
  };
}
