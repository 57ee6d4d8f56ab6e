// The module itself, not the folder index, keeps the client's helpers out of the frames.
import { isApiError } from "../../core/api/api-error";
import { readerCalloutRequest, variantFor } from "../../core/api/first-requests";
import { api } from "../../stores/api";
import type { Answers } from "../../core/forms/answer-structs";
import type {
  Callout,
  CalloutPage,
  CalloutResponseMapItem,
  CalloutResponseMapPage,
  CalloutResponsePage,
  CreateCalloutResponse,
  ReaderCallout,
} from "./types";

/** A callout read in a language, and the variant that gave its texts. */
export interface LoadedCallout {
  callout: ReaderCallout;
  variant: string;
}

export { variantFor };

const calloutPath = (id: string) => `callout/${encodeURIComponent(id)}`;

/**
 * `GET /callout/:id` with all a reader's page needs, in the reader's language when the callout
 * has it: an unknown variant is a 404, so that falls back to the default texts (or, given the
 * callout's `variantNames`, is not asked for). Undefined when there is no such callout for this
 * reader.
 */
export async function fetchCallout(
  id: string,
  lang?: string | null,
  { variantNames, signal }: { variantNames?: string[]; signal?: AbortSignal } = {},
): Promise<LoadedCallout | undefined> {
  const wanted = variantFor(lang, variantNames);
  for (const variant of wanted === "default" ? [wanted] : [wanted, "default"]) {
    try {
      const { path, query } = readerCalloutRequest(id, variant);
      const callout = await api.get<ReaderCallout>(path, query, signal);
      return { callout, variant };
    } catch (error) {
      if (!isApiError(error, undefined, [404])) throw error;
    }
  }
  return undefined;
}

/** `POST /callout/:id/responses`; a captcha's token goes in the query, as the contract says. */
export function postResponse(
  id: string,
  body: CreateCalloutResponse,
  captchaToken?: string,
): Promise<unknown> {
  return api.post(`${calloutPath(id)}/responses`, body, { captchaToken });
}

/**
 * The answers of the reader's own response (a reader who is not an admin sees only theirs),
 * for a callout that lets them change it.
 */
export async function fetchOwnAnswers(id: string): Promise<Answers | undefined> {
  const page = await api.get<CalloutResponsePage>(`${calloutPath(id)}/responses`, {
    with: ["answers"],
    limit: 1,
  });
  return page.items[0]?.answers;
}

/** The responses a callout shows publicly, for its gallery and map. */
export async function fetchPublicResponses(
  id: string,
  signal?: AbortSignal,
): Promise<CalloutResponseMapItem[]> {
  const page = await api.get<CalloutResponseMapPage>(
    `${calloutPath(id)}/responses/map`,
    undefined,
    signal,
  );
  return page.items;
}

/** `GET /callout` for up to `limit` open callouts, the newest first. */
export function openCalloutsQuery(limit: number) {
  return {
    rules: { condition: "AND", rules: [{ field: "status", operator: "equal", value: ["open"] }] },
    sort: "starts",
    order: "DESC",
    limit,
  };
}

export async function fetchOpenCallouts(limit: number, signal?: AbortSignal): Promise<Callout[]> {
  return (await api.get<CalloutPage>("callout", openCalloutsQuery(limit), signal)).items;
}
