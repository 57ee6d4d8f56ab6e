import { msg } from "@lingui/core/macro";
import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { UpdateContact, type Contact } from "../../../../core/contacts";
import { updateMyContact } from "../../../../core/contacts/api";
import { api } from "../../../../stores/api";
import { notify } from "../../../../stores/notifications";
import { $general } from "../../../../stores/settings";
import { Checkbox, TextField, useForm } from "../../../../ui/form";
import { useLeaveGuard } from "../../../router/use-leave-guard";
import { AccountForm } from "./AccountSection";
import { addressBody, addressValues, hasAddress } from "./addressForm";

const cityRow = css`
  display: grid;
  gap: 1.25rem;
  @media (min-width: 640px) {
    grid-template-columns: 2fr 1fr;
  }
`;

/** Where the organisation may send things by post, and whether the member wants that. */
export function AddressSection({
  contact,
  onSaved,
}: {
  contact: Contact;
  onSaved: (contact: Contact) => void;
}) {
  const { t } = useLingui();
  const { organisationName } = useStore($general);
  const form = useForm({
    id: "account-address",
    labels: {
      "deliveryAddress.line1": msg`Address line 1`,
      "deliveryAddress.line2": msg`Address line 2`,
      "deliveryAddress.city": msg`City or town`,
      "deliveryAddress.postcode": msg`Postcode`,
      deliveryOptIn: msg`I'd like to receive post from ${organisationName} at this address`,
    },
    initial: addressValues(contact.profile),
    schema: UpdateContact,
    toBody: addressBody,
  });
  const leaveGuard = useLeaveGuard(form.dirty);

  const submit = form.handleSubmit(async (body, values) => {
    const saved = await api.send(updateMyContact(body));
    onSaved(saved);
    notify.success(
      hasAddress(values)
        ? t`Your delivery address is saved.`
        : t`Your delivery address is removed.`,
    );
  });

  return (
    <AccountForm
      id="account-address"
      heading={t`Delivery address`}
      intro={t`Optional. If you give an address, we need its first line, the city and the postcode.`}
      form={form}
      onSubmit={submit}
      submitLabel={t`Save address`}
    >
      {leaveGuard}
      <TextField {...form.text("deliveryAddress.line1")} autoComplete="address-line1" />
      <TextField {...form.text("deliveryAddress.line2")} autoComplete="address-line2" />
      <div className={cityRow}>
        <TextField {...form.text("deliveryAddress.city")} autoComplete="address-level2" />
        <TextField {...form.text("deliveryAddress.postcode")} autoComplete="postal-code" />
      </div>
      <Checkbox {...form.checkbox("deliveryOptIn")} />
    </AccountForm>
  );
}
