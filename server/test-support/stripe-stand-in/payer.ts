import { text } from "./form";
import { succeed } from "./setup";
import type { StandInStore } from "./store";
import type { Body } from "./types";

/**
 * The payer at PayPal's or the bank's page approves or declines: the setup succeeds or goes
 * back to needing a method, and the payer is sent to the return address as Stripe sends them.
 */
export function redirected(
  store: StandInStore,
  path: string,
): { status: number; location?: string; html?: string } {
  const [, , intentId, choice] = path.split("/");
  const intent = store.objects.get(intentId ?? "");
  if (intent?.object !== "setup_intent") return { status: 404, html: "<p>No such setup.</p>" };
  const pending = intent.pending as
    { type: "paypal" | "ideal"; details: Body; returnUrl: string } | undefined;
  if (!pending || intent.status !== "requires_action") {
    return { status: 400, html: "<p>This setup is not waiting for the payer.</p>" };
  }
  if (!choice) {
    return {
      status: 200,
      html: `<h1>${pending.type}</h1><a href="/redirect/${intent.id}/approve">Approve</a> <a href="/redirect/${intent.id}/decline">Decline</a>`,
    };
  }
  const approved = choice === "approve";
  if (approved) {
    succeed(store, intent, pending.type, {
      email: null,
      address: null,
      name: null,
      ...pending.details,
    });
  } else {
    intent.status = "requires_payment_method";
    intent.next_action = null;
    intent.last_setup_error = {
      type: "invalid_request_error",
      code: "payment_method_provider_decline",
      message: "The payer declined",
    };
  }
  const back = new URL(pending.returnUrl);
  back.searchParams.set("setup_intent", intent.id);
  back.searchParams.set("setup_intent_client_secret", text(intent.client_secret));
  back.searchParams.set("redirect_status", approved ? "succeeded" : "failed");
  return { status: 302, location: back.href };
}
