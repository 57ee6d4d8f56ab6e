import { msg } from "@lingui/core/macro";
import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { Contact, UpdateContact } from "../../../../core/contacts";
import { updateMyContact } from "../../../../core/contacts/api";
import { api } from "../../../../stores/api";
import { notify } from "../../../../stores/notifications";
import { $general } from "../../../../stores/settings";
import { Checkbox, TextField, useForm } from "../../../../ui/form";
import { AccountForm } from "./AccountSection";
import { addressUpdate, addressValues, hasAddress, validateAddress } from "./addressForm";

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
      line1: msg`Address line 1`,
      line2: msg`Address line 2`,
      city: msg`City or town`,
      postcode: msg`Postcode`,
      deliveryOptIn: msg`I'd like to receive post from ${organisationName} at this address`,
    },
    initial: addressValues(contact.profile),
    validate: validateAddress,
  });

  const submit = form.handleSubmit(async (values) => {
    const update: UpdateContact = { profile: addressUpdate(values) };
    const saved = await api.send(updateMyContact(update));
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
      <TextField {...form.text("line1")} autoComplete="address-line1" />
      <TextField {...form.text("line2")} autoComplete="address-line2" />
      <div className={cityRow}>
        <TextField {...form.text("city")} autoComplete="address-level2" />
        <TextField {...form.text("postcode")} autoComplete="postal-code" />
      </div>
      <Checkbox {...form.checkbox("deliveryOptIn")} />
    </AccountForm>
  );
}
