import type {
  BillingRequest,
  BillingRequestFlow,
  Customer,
  CustomerBankAccount,
  Mandate,
  Payment,
  Subscription,
} from "gocardless-nodejs/types/Types";
import type { GoCardlessSettings } from "@server/config-payments";
import { ProviderError } from "../provider";

/** GoCardless's hosts; tests give a stand-in's address instead (`baseUrl`). */
const BASE_URLS = {
  live: "https://api.gocardless.com",
  sandbox: "https://api-sandbox.gocardless.com",
} as const;

/** The API version Agora is written against, sent with every call. */
export const GOCARDLESS_API_VERSION = "2015-07-06";

export { RENEWAL_OF } from "../provider";

/** GoCardless's answer to a call it refused, by its error type and reason. */
export class GoCardlessError extends ProviderError {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`GoCardless refused the call: ${status} ${reason}`);
  }
}

interface ErrorBody {
  error?: {
    type?: string;
    errors?: { reason?: string; links?: { conflicting_resource_id?: string } }[];
  };
}

type Query = Record<string, string | undefined>;

/**
 * The handful of GoCardless calls Agora makes, over fetch: the official client has no base-URL
 * option, so this layer of ours is what tests point at a local stand-in. Bodies and answers are
 * the SDK's types. Creating calls carry an idempotency key; GoCardless answers a key used
 * before with a conflict naming the resource made then, which is fetched and answered.
 */
export function createGoCardlessApi(
  settings: Pick<GoCardlessSettings, "accessToken" | "environment" | "baseUrl">,
) {
  const base = settings.baseUrl ?? BASE_URLS[settings.environment];

  async function request<T>(
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    options: { envelope?: string; body?: object; query?: Query; idempotencyKey?: string } = {},
  ): Promise<T> {
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, value);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${settings.accessToken}`,
          "gocardless-version": GOCARDLESS_API_VERSION,
          accept: "application/json",
          ...(options.body ? { "content-type": "application/json" } : {}),
          ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
        },
        ...(options.body && options.envelope
          ? { body: JSON.stringify({ [options.envelope]: options.body }) }
          : {}),
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      throw new ProviderError("GoCardless cannot be reached");
    }
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown> & ErrorBody;
    if (response.ok) return (options.envelope ? answer[options.envelope] : answer) as T;
    const [first] = answer.error?.errors ?? [];
    const conflict = first?.links?.conflicting_resource_id;
    if (response.status === 409 && conflict && method === "POST") {
      // Made by an earlier call with this key: answer what that call made.
      return request<T>("GET", `${path.split("/").slice(0, 2).join("/")}/${conflict}`, {
        envelope: options.envelope,
      });
    }
    throw new GoCardlessError(response.status, first?.reason ?? answer.error?.type ?? "unknown");
  }

  const get = <T>(resource: string, id: string) =>
    request<T>("GET", `/${resource}/${encodeURIComponent(id)}`, { envelope: resource });
  const create = <T>(resource: string, body: object, idempotencyKey: string) =>
    request<T>("POST", `/${resource}`, { envelope: resource, body, idempotencyKey });
  const action = <T>(resource: string, id: string, name: string) =>
    request<T>("POST", `/${resource}/${encodeURIComponent(id)}/actions/${name}`, {
      envelope: resource,
      body: {},
    });

  return {
    createBillingRequest: (body: object, key: string) =>
      create<BillingRequest>("billing_requests", body, key),
    getBillingRequest: (id: string) => get<BillingRequest>("billing_requests", id),
    cancelBillingRequest: (id: string) => action<BillingRequest>("billing_requests", id, "cancel"),
    createBillingRequestFlow: (body: object, key: string) =>
      create<BillingRequestFlow>("billing_request_flows", body, key),
    getCustomer: (id: string) => get<Customer>("customers", id),
    updateCustomer: (id: string, body: object) =>
      request<Customer>("PUT", `/customers/${encodeURIComponent(id)}`, {
        envelope: "customers",
        body,
      }),
    removeCustomer: (id: string) =>
      request<unknown>("DELETE", `/customers/${encodeURIComponent(id)}`),
    getBankAccount: (id: string) => get<CustomerBankAccount>("customer_bank_accounts", id),
    getMandate: (id: string) => get<Mandate>("mandates", id),
    listMandates: (customer: string) =>
      request<Mandate[]>("GET", "/mandates", { envelope: "mandates", query: { customer } }),
    cancelMandate: (id: string) => action<Mandate>("mandates", id, "cancel"),
    createSubscription: (body: object, key: string) =>
      create<Subscription>("subscriptions", body, key),
    getSubscription: (id: string) => get<Subscription>("subscriptions", id),
    updateSubscription: (id: string, body: object) =>
      request<Subscription>("PUT", `/subscriptions/${encodeURIComponent(id)}`, {
        envelope: "subscriptions",
        body,
      }),
    cancelSubscription: (id: string) => action<Subscription>("subscriptions", id, "cancel"),
    createPayment: (body: object, key: string) => create<Payment>("payments", body, key),
    getPayment: (id: string) => get<Payment>("payments", id),
    cancelPayment: (id: string) => action<Payment>("payments", id, "cancel"),
    listPayments: (query: Query) =>
      request<Payment[]>("GET", "/payments", { envelope: "payments", query }),
  };
}

export type GoCardlessApi = ReturnType<typeof createGoCardlessApi>;

/** Whether GoCardless answered that the thing is gone, or already in the state asked for. */
export function isGoneOrDone(error: unknown): boolean {
  return (
    error instanceof GoCardlessError &&
    (error.status === 404 ||
      error.reason === "cancellation_failed" ||
      error.reason === "invalid_state" ||
      error.reason === "customer_removed")
  );
}
