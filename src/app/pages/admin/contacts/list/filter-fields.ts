import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ContactTag } from "@core/contact-tags";
import { CONTACT_FILTER_FIELDS } from "@core/rules";
import { ROLE_LABELS } from "../shared/roles";
import { describeFields, type FilterField } from "@ui/filter-builder";

/**
 * The contact fields the filter builder offers, grouped as staff think of them; tags are
 * chosen by name, and the rule holds their ids (`tags contains <id>`).
 */
export function contactFilterFields(tags: readonly ContactTag[], i18n: I18n): FilterField[] {
  const contact = i18n._(msg`Contact`);
  const contribution = i18n._(msg`Contribution`);
  const membership = i18n._(msg`Membership`);
  return describeFields(CONTACT_FILTER_FIELDS, {
    firstname: { label: i18n._(msg`First name`), group: contact },
    lastname: { label: i18n._(msg`Last name`), group: contact },
    email: { label: i18n._(msg`Email`), group: contact },
    joined: { label: i18n._(msg`Joined`), group: contact },
    lastSeen: { label: i18n._(msg`Last seen`), group: contact },
    tags: {
      label: i18n._(msg`Tags`),
      group: contact,
      optionLabels: Object.fromEntries(tags.map((tag) => [tag.id, tag.name])),
    },
    activePermission: {
      label: i18n._(msg`Role`),
      group: contact,
      optionLabels: Object.fromEntries(
        Object.entries(ROLE_LABELS).map(([role, label]) => [role, i18n._(label)]),
      ),
    },
    newsletterStatus: { label: i18n._(msg`Newsletter status`), group: contact },
    contributionType: { label: i18n._(msg`Contribution type`), group: contribution },
    contributionMonthlyAmount: { label: i18n._(msg`Monthly amount`), group: contribution },
    contributionPeriod: { label: i18n._(msg`Period`), group: contribution },
    contributionCancelled: { label: i18n._(msg`Cancelled on`), group: contribution },
    activeMembership: { label: i18n._(msg`Is an active member`), group: membership },
    membershipStarts: { label: i18n._(msg`Member since`), group: membership },
    membershipExpires: { label: i18n._(msg`Membership expires`), group: membership },
  }).map((field) =>
    // The builder needs the tags to choose from; the table lists none of its own.
    field.id === "tags" ? { ...field, options: tags.map((tag) => tag.id) } : field,
  );
}
