import { read, segment, write } from "../api/call";
import type {
  CompletePaymentFlow,
  ContributionChange,
  ContributionForm,
  ContributionInfo,
  ContributionPreview,
  ForceContribution,
  PaymentFlowParams,
  StartContribution,
  UpdatePaymentMethod,
} from "./schemas";

const base = (contactId: string) => `contact/${segment(contactId)}`;

/** A contact's contribution and membership: `me` for the signed-in member's own. */
export const contribution = (contactId = "me") =>
  read<ContributionInfo>(`${base(contactId)}/contribution`);

/** Starts a contribution with a new payment method: the answer says where the payer goes. */
export const startContribution = (body: StartContribution, contactId = "me") =>
  write<PaymentFlowParams>("POST", `${base(contactId)}/contribution`, body);

/** The payer is back from the provider: the contribution starts. */
export const completeContribution = (body: CompletePaymentFlow, contactId = "me") =>
  write<ContributionInfo>("POST", `${base(contactId)}/contribution/complete`, body);

/** Changes amount or period with the current payment method (`cant-update-contribution` when a
 * pending payment or the kind of contribution forbids it). */
export const updateContribution = (body: ContributionChange, contactId = "me") =>
  write<ContributionInfo>("PATCH", `${base(contactId)}/contribution`, body);

/** What a change would charge now and next, as the change itself computes it. */
export const previewContribution = (body: ContributionForm, contactId = "me") =>
  write<ContributionPreview>("POST", `${base(contactId)}/contribution/preview`, body);

/** Stops future payments; the membership lasts to the end of the period paid for. */
export const cancelContribution = (contactId = "me") =>
  write("POST", `${base(contactId)}/contribution/cancel`);

/** Admins: a manual contribution, or none. */
export const forceContribution = (contactId: string, body: ForceContribution) =>
  write<ContributionInfo>("PATCH", `${base(contactId)}/contribution/force`, body);

export const changePaymentMethod = (body: UpdatePaymentMethod, contactId = "me") =>
  write<PaymentFlowParams>("PUT", `${base(contactId)}/payment-method`, body);

export const completePaymentMethod = (body: CompletePaymentFlow, contactId = "me") =>
  write<ContributionInfo>("POST", `${base(contactId)}/payment-method/complete`, body);
