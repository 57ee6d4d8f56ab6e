import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { WebhookEvent } from "@core/outbound-webhooks";

/** What each event is called on the webhooks page. */
export const EVENT_WORDS: Readonly<Record<WebhookEvent | "webhook.test", MessageDescriptor>> = {
  "response.submitted": msg`A response is submitted`,
  "response.triaged": msg`Responses are triaged`,
  "contact.created": msg`A contact is created`,
  "contact.updated": msg`A contact is updated`,
  "member.joined": msg`A member joins`,
  "role.changed": msg`A role is given, changed, removed or ends`,
  "contribution.changed": msg`A contribution starts or changes`,
  "contribution.cancelled": msg`A contribution is cancelled`,
  "payment.succeeded": msg`A payment succeeds`,
  "payment.failed": msg`A payment fails`,
  "webhook.test": msg`Test event`,
};
