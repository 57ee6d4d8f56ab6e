import { css, cx } from "@linaria/core";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { isApiError } from "@core/api";
import { ROLES, hasRole, type Role } from "@core/contacts";
import { createContact } from "@core/contacts/api";
import { contactTagList } from "@core/contact-tags/api";
import { CreateContact } from "@core/contacts/list";
import { pathTo } from "@core/pages";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { useQuery } from "@stores/query";
import { $currentUser } from "@stores/session";
import { Button } from "@ui/button";
import { DateInput } from "@ui/date-input";
import {
  Checkbox,
  CheckboxGroup,
  ErrorSummary,
  RepeatableList,
  Select,
  TextField,
  formActions,
  formStack,
  useForm,
  type FormErrors,
} from "@ui/form";
import { Heading, Text } from "@ui/typography";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { card } from "@app/pages/shared/card";
import { pageStack, textLink } from "../../shared/styles";
import {
  MANUAL_CONTRIBUTION_LABELS,
  ManualContributionFields,
  manualAmountProblem,
} from "../shared/ManualContributionFields";
import { ROLE_LABELS } from "../shared/roles";
import { refreshContacts } from "../shared/undo";

/* Room for a role's three fields side by side. */
const narrow = css`
  max-width: 44rem;
`;

interface RoleRow {
  role: string;
  dateAdded: string;
  dateExpires: string;
}

const EMPTY = {
  firstname: "",
  lastname: "",
  email: "",
  subscribed: false,
  roles: [] as RoleRow[],
  contribution: {
    type: "None",
    amount: undefined as number | undefined,
    period: "monthly",
    source: "",
    reference: "",
  },
  tags: [] as string[],
};
type AddValues = typeof EMPTY;

const LABELS = {
  firstname: msg`First name`,
  lastname: msg`Last name`,
  email: msg`Email`,
  subscribed: msg`Subscribed to the newsletter`,
  roles: msg`Roles`,
  "roles.*.role": (row: number) => msg`Role ${row}`,
  "roles.*.dateAdded": (row: number) => msg`Start of role ${row}`,
  "roles.*.dateExpires": (row: number) => msg`Expiry of role ${row}`,
  "contribution.type": MANUAL_CONTRIBUTION_LABELS.type,
  "contribution.amount": MANUAL_CONTRIBUTION_LABELS.amount,
  "contribution.period": MANUAL_CONTRIBUTION_LABELS.period,
  "contribution.source": MANUAL_CONTRIBUTION_LABELS.source,
  "contribution.reference": MANUAL_CONTRIBUTION_LABELS.reference,
  tags: msg`Tags`,
};

/** The body `POST /contact` takes: empty parts are left out. */
function toBody(values: AddValues): CreateContact {
  const { contribution } = values;
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    ...(values.subscribed ? { profile: { newsletterStatus: "subscribed" as const } } : {}),
    ...(values.roles.length > 0
      ? {
          roles: values.roles.map((row) => ({
            role: row.role as Role,
            // Left out when empty: today, and no end (an empty date is no date to send).
            ...(row.dateAdded ? { dateAdded: row.dateAdded } : {}),
            ...(row.dateExpires ? { dateExpires: row.dateExpires } : {}),
          })),
        }
      : {}),
    ...(contribution.type === "Manual"
      ? {
          contribution: {
            type: "Manual" as const,
            ...(contribution.amount !== undefined ? { amount: contribution.amount } : {}),
            period: contribution.period === "annually" ? "annually" : "monthly",
            ...(contribution.source.trim() ? { source: contribution.source.trim() } : {}),
            ...(contribution.reference.trim() ? { reference: contribution.reference.trim() } : {}),
          },
        }
      : {}),
    ...(values.tags.length > 0 ? { tags: values.tags } : {}),
  };
}

/** Rules across fields: each role once, with an expiry after its start; a manual amount. */
function validate(values: AddValues): FormErrors<AddValues> {
  const errors: Record<string, MessageDescriptor | undefined> = {
    "contribution.amount": manualAmountProblem(
      values.contribution.type,
      values.contribution.amount,
    ),
  };
  values.roles.forEach((row, index) => {
    if (row.role === "") errors[`roles.${index}.role`] = msg`Choose a role.`;
    else if (values.roles.findIndex((other) => other.role === row.role) < index) {
      errors[`roles.${index}.role`] = msg`This role is given above already.`;
    }
    if (row.dateExpires !== "" && row.dateAdded !== "" && row.dateExpires <= row.dateAdded) {
      errors[`roles.${index}.dateExpires`] = msg`The role must expire after it starts.`;
    }
  });
  return errors as FormErrors<AddValues>;
}

/**
 * `/admin/contacts/add`: a contact added by hand, with the newsletter, roles from and until a
 * day, a manual contribution and tags; "Save and add another" starts afresh.
 */
export default function AddContactPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const user = useStore($currentUser);
  const tagsQuery = useQuery(contactTagList());
  const tags = tagsQuery.status === "ready" ? tagsQuery.data : [];
  // Only superadmins give the superadmin role, as the server insists.
  const grantable = ROLES.filter(
    (role) => role !== "superadmin" || (user && hasRole(user.activeRoles, "superadmin")),
  );
  const form = useForm({
    id: "add-contact",
    labels: LABELS,
    initial: EMPTY,
    schema: CreateContact,
    toBody,
    validate,
    explain: (error) =>
      isApiError(error, ["duplicate-email"])
        ? { field: "email", message: msg`A contact has this email address already.` }
        : undefined,
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  // The new contact's page, once the saved form no longer holds the leave guard back.
  const [added, setAdded] = useState<string>();
  useEffect(() => {
    if (added && !form.dirty) navigate(pathTo("/admin/contacts/:id", { id: added }));
  }, [added, form.dirty, navigate]);

  const saveWith = (another: boolean) => async (body: CreateContact) => {
    const contact = await api.send(createContact(body));
    refreshContacts();
    notify.success(t`${contact.displayName} is added.`);
    if (another) {
      form.reset(EMPTY);
      document.getElementById(form.fieldId("firstname"))?.focus();
    } else {
      setAdded(contact.id);
    }
  };
  const save = form.handleSubmit(saveWith(false));
  const saveAndAddAnother = form.handleSubmit(saveWith(true));
  const nextRole = () =>
    grantable.find((role) => !form.values.roles.some((row) => row.role === role)) ?? "";
  const roleLabel = (role: Role) => i18n._(ROLE_LABELS[role]);

  return (
    <div className={pageStack}>
      {leaveGuard}
      <Link href="/admin/contacts" className={textLink}>
        {t`Back to the contacts`}
      </Link>
      <div>
        <Heading level={1}>{t`Add a contact`}</Heading>
        <Text>{t`They get no email from this; they can set a password by resetting it.`}</Text>
      </div>
      <form
        className={cx(card, formStack, narrow)}
        noValidate
        aria-label={t`Add a contact`}
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          (submitter?.getAttribute("name") === "another" ? saveAndAddAnother : save)(event);
        }}
      >
        <TextField {...form.text("firstname")} autoComplete="off" />
        <TextField {...form.text("lastname")} autoComplete="off" />
        <TextField {...form.text("email")} type="email" autoComplete="off" />
        <Checkbox {...form.checkbox("subscribed")} hint={t`Only when they asked for it.`} />
        <RepeatableList
          {...form.list("roles")}
          hint={t`Optional. A member role makes them a member from the day it starts; admins see this dashboard.`}
          newItem={() => ({ role: nextRole(), dateAdded: "", dateExpires: "" })}
          addLabel={t`Give a role`}
          removeLabel={(row) => t`Remove role ${row}`}
          max={grantable.length}
        >
          {(item) => (
            <>
              <Select
                {...form.select(`${item.path}.role`)}
                options={grantable.map((role) => ({ value: role, label: roleLabel(role) }))}
              />
              {/* Empty dates are left out (today, no end): neither is required. */}
              <DateInput
                {...form.field(`${item.path}.dateAdded`)}
                required={false}
                hint={t`Empty: today.`}
              />
              <DateInput
                {...form.field(`${item.path}.dateExpires`)}
                required={false}
                min={form.values.roles[item.index]?.dateAdded || undefined}
                hint={t`Empty: no end.`}
              />
            </>
          )}
        </RepeatableList>
        <ManualContributionFields
          hint={t`For money that does not come through a payment provider, such as cash or a standing order.`}
          type={form.radio("contribution.type")}
          amount={form.number("contribution.amount")}
          period={form.select("contribution.period")}
          source={form.text("contribution.source")}
          reference={form.text("contribution.reference")}
        />
        {tags.length > 0 && (
          <CheckboxGroup
            {...form.checkboxes("tags")}
            options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
          />
        )}
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {t`Save`}
          </Button>
          <Button type="submit" variant="primaryOutlined" name="another" disabled={form.busy}>
            {t`Save and add another`}
          </Button>
        </div>
      </form>
    </div>
  );
}
