// Type-only exports of the callout schema: the structs stay out of the frames' bundle.
export type { ReaderCallout } from "@core/callouts/api";
export type { Callout, CalloutNewsletterSchema } from "@core/callouts/callout";
export type { CalloutResponseMapItem, CreateCalloutResponse } from "@core/callouts/response";
export type { CalloutMapSchema } from "@core/callouts/response-view";
