// Types only from the schemas: the structs stay out of the frames' bundle.
import { read, segment, write, type ListParams } from "../api/call";
import type { FormSchema } from "../forms/schema";
import type { Rule } from "../rules/rule";
import type { CaptchaChallenge } from "./captcha";
import type { Callout, CalloutPage, CalloutSort, CalloutWith } from "./callout";
import type {
  CalloutResponseMapPage,
  CalloutResponsePage,
  CreateCalloutResponse,
} from "./response";

/** A callout as a reader's page loads it: with its form. */
export type ReaderCallout = Callout & { formSchema: FormSchema };

/** `GET /callout`; `variant` picks the language of the texts. */
export const calloutList = (params: ListParams<CalloutSort, CalloutWith> & { variant?: string }) =>
  read<CalloutPage>("callout", params);

const calloutPath = (id: string) => `callout/${segment(id)}`;

/** The rule for callouts open now. */
export const OPEN: Rule = { field: "status", operator: "equal", value: ["open"] };

/** Up to `limit` open callouts, the newest first. */
export const openCallouts = (limit: number, relations: CalloutWith[] = []) =>
  calloutList({
    rules: { condition: "AND", rules: [OPEN] },
    sort: "starts",
    order: "DESC",
    limit,
    with: relations,
  });

/** A callout with all a reader's page needs, in one of its variants. */
export const readerCallout = (id: string, variant: string) =>
  read<ReaderCallout>(calloutPath(id), {
    with: ["form", "responseViewSchema", "variantNames", "hasAnswered"],
    variant: variant === "default" ? undefined : variant,
  });

/** A captcha's token goes in the query, as the contract says. */
export const createResponse = (id: string, body: CreateCalloutResponse, captchaToken?: string) =>
  write<unknown>("POST", `${calloutPath(id)}/responses`, body, { captchaToken });

/** The reader's own response with its answers (a reader who is not an admin sees only theirs). */
export const ownResponse = (id: string) =>
  read<CalloutResponsePage>(`${calloutPath(id)}/responses`, { with: ["answers"], limit: 1 });

/** The responses a callout shows publicly, for its gallery and map. */
export const publicResponses = (id: string) =>
  read<CalloutResponseMapPage>(`${calloutPath(id)}/responses/map`);

/** A captcha for a guest's answer: a local puzzle, or a provider's site key. */
export const captchaChallenge = () => read<CaptchaChallenge>("captcha/challenge");
