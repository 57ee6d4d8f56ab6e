import {
  array,
  nullable,
  number,
  object,
  optional,
  refine,
  size,
  string,
  type Infer,
} from "superstruct";
import { uuidText } from "../callouts/stored-text";
import { ForceContribution } from "../contributions/schemas";
import { RuleGroup } from "../rules/rule";
import { pageOf } from "../rules/page";
import { isUuid, password } from "../validation";
import { Contact, CONTACT_WITH, NAME_MAX_LENGTH } from "./contact";
import { contactEmail, isoDate, requiredText } from "./fields";
import { UpdateProfile } from "./profile";
import { Role } from "./roles";

/** What `GET /contact` sorts by (contract 2.3); ties are broken by id. */
export const CONTACT_SORTS = [
  "firstname",
  "lastname",
  "email",
  "joined",
  "lastSeen",
  "contributionMonthlyAmount",
  "membershipStarts",
  "membershipExpires",
] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

/** `with` of lists: `contribution` is for one contact at a time (`GET /contact/:id`). */
export const CONTACT_LIST_WITH = CONTACT_WITH.filter((relation) => relation !== "contribution");
export type ContactListWith = (typeof CONTACT_LIST_WITH)[number];

export const ContactPage = pageOf(Contact);
export type ContactPage = Infer<typeof ContactPage>;

/** A role given with the contact: from `dateAdded` (now when left out) to `dateExpires`. */
export const NewContactRole = object({
  role: Role,
  dateAdded: optional(isoDate()),
  dateExpires: optional(nullable(isoDate())),
});

/**
 * `POST /contact` (admins, contract 2.3): a contact staff add by hand, with roles, a manual
 * contribution and newsletter status. A taken email is 400 `duplicate-email`.
 */
export const CreateContact = refine(
  refine(
    object({
      email: contactEmail(),
      firstname: requiredText(NAME_MAX_LENGTH),
      lastname: requiredText(NAME_MAX_LENGTH),
      password: optional(password()),
      profile: optional(UpdateProfile),
      roles: optional(size(array(NewContactRole), 0, 3)),
      contribution: optional(ForceContribution),
      /** Tag ids put on the new contact (the predecessor accepted and ignored them). */
      tags: optional(size(array(uuidText()), 0, 100)),
    }),
    "amountWithPeriod",
    (contact, context) => {
      const given = contact.contribution;
      if (!given || (given.amount === undefined) === (given.period === undefined)) return true;
      const key = given.amount === undefined ? "amount" : "period";
      return {
        path: [...context.path, "contribution", key],
        key,
        value: undefined,
        message: "Give the amount and the period together",
      };
    },
  ),
  // A role given twice was a 500 (the roles' key): refused, naming the field.
  "eachRoleOnce",
  (contact, context) => {
    const roles = contact.roles ?? [];
    if (new Set(roles.map((role) => role.role)).size === roles.length) return true;
    return {
      path: [...context.path, "roles"],
      key: "roles",
      value: contact.roles,
      message: "Give each role once",
    };
  },
);
export type CreateContact = Infer<typeof CreateContact>;

/** `+<tag id>` adds a tag, `-<tag id>` removes it (contract 2.3, bulk update). */
export const ContactTagChange = refine(
  string(),
  "tagChange",
  (value) =>
    (/^[+-]/.test(value) && isUuid(value.slice(1))) ||
    'A tag change is "+<tag id>" to add the tag or "-<tag id>" to remove it',
);

/** `PATCH /contact` (admins): tags added to and taken off every contact the rules match. */
export const BulkUpdateContacts = object({
  rules: RuleGroup,
  updates: object({ tags: size(array(ContactTagChange), 1, 100) }),
});
export type BulkUpdateContacts = Infer<typeof BulkUpdateContacts>;

/**
 * How many contacts matched (0 when none, never the predecessor's -1) and the change that
 * undoes what was done (null when nothing changed).
 */
export const ContactChangeResult = object({ affected: number(), changeId: nullable(string()) });
export type ContactChangeResult = Infer<typeof ContactChangeResult>;
