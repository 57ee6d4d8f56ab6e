// Type-only imports of the callout schema: the structs stay out of the frames' bundle.
import type { Callout } from "../../core/callouts/callout";
import type { FormSchema } from "../../core/forms/schema";

export type { Callout, CalloutNewsletterSchema, CalloutPage } from "../../core/callouts/callout";
export type {
  CalloutResponseMapItem,
  CalloutResponseMapPage,
  CalloutResponsePage,
  CreateCalloutResponse,
} from "../../core/callouts/response";
export type { CalloutMapSchema } from "../../core/callouts/response-view";

/**
 * A callout as a reader's page loads it (`with=form&with=responseViewSchema&with=variantNames`):
 * with its form.
 */
export type ReaderCallout = Callout & { formSchema: FormSchema };
