import { useStore } from "@nanostores/react";
import { useLocation } from "wouter";
import { contentDocument } from "@core/content/api";
import { useQuery } from "@stores/query";
import { $currentUser } from "@stores/session";
import { $general } from "@stores/settings";
import { LazyStripeForm } from "@ui/payments/stripe/LazyStripeForm";
import { goTo } from "@app/pages/shared/go-to";

export interface ProfileStripeFormProps {
  id: string;
  /** The setup's secret the server answered. */
  clientSecret: string;
  /** The return page of the flow (`/profile/contribution/complete`, …). */
  completeUrl: string;
  submitLabel: string;
  onBack(): void;
}

/**
 * Stripe's form for the signed-in member: their name and email, the organisation's theme and
 * publishable key (the join settings the contribution page has loaded).
 */
export function ProfileStripeForm(props: ProfileStripeFormProps) {
  const [, navigate] = useLocation();
  const general = useStore($general);
  const user = useStore($currentUser);
  const join = useQuery(contentDocument("join"));
  return (
    <LazyStripeForm
      {...props}
      publishableKey={join.status === "ready" ? join.data.stripePublicKey : ""}
      theme={general.theme}
      email={user?.email ?? ""}
      name={{ firstname: user?.firstname ?? "", lastname: user?.lastname ?? "" }}
      go={(url) => goTo(url, navigate)}
    />
  );
}
