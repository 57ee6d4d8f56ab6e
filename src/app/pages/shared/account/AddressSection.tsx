import { msg } from "@lingui/core/macro";
import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { UpdateContact, type Contact } from "@core/contacts";
import { updateContact, updateMyContact } from "@core/contacts/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { $general } from "@stores/settings";
import { Checkbox, TextField, useForm } from "@ui/form";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { AccountForm } from "./AccountSection";
import { addressBody, addressValues, hasAddress } from "./addressForm";

const cityRow = css`
  display: grid;
  gap: 1.25rem;
  @media (min-width: 640px) {
    grid-template-columns: 2fr 1fr;
  }
`;

/**
 * Where the organisation may send things by post, and whether the member wants that: their
 * own, or (`staff`) a contact's as staff change it.
 */
export function AddressSection({
  contact,
  onSaved,
  staff = false,
}: {
  contact: Contact;
  onSaved: (contact: Contact) => void;
  staff?: boolean;
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
      deliveryOptIn: staff
        ? msg`They'd like to receive post from ${organisationName} at this address`
        : msg`I'd like to receive post from ${organisationName} at this address`,
    },
    initial: addressValues(contact.profile),
    schema: UpdateContact,
    toBody: addressBody,
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  // Staff's browsers would offer their own address.
  const auto = (token: string) => (staff ? "off" : token);

  const submit = form.handleSubmit(async (body, values) => {
    const saved = await api.send(staff ? updateContact(contact.id, body) : updateMyContact(body));
    onSaved(saved);
    if (staff) {
      notify.success(
        hasAddress(values)
          ? t`${saved.displayName}'s delivery address is saved.`
          : t`${saved.displayName}'s delivery address is removed.`,
      );
      return;
    }
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
      <TextField {...form.text("deliveryAddress.line1")} autoComplete={auto("address-line1")} />
      <TextField {...form.text("deliveryAddress.line2")} autoComplete={auto("address-line2")} />
      <div className={cityRow}>
        <TextField {...form.text("deliveryAddress.city")} autoComplete={auto("address-level2")} />
        <TextField {...form.text("deliveryAddress.postcode")} autoComplete={auto("postal-code")} />
      </div>
      <Checkbox {...form.checkbox("deliveryOptIn")} />
    </AccountForm>
  );
}
