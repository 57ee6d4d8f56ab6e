import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { UpdateContactRole, type ContactRole, type Role } from "@core/contacts";
import { setContactRole } from "@core/contacts/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { Button } from "@ui/button";
import { DateInput } from "@ui/date-input";
import { Dialog } from "@ui/dialog";
import { ErrorSummary, Select, formActions, formStack, useForm } from "@ui/form";
import { ROLE_LABELS } from "../../shared/roles";

/** `2024-05-03` of an ISO instant, as a date input holds it. */
const dayOf = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");

export interface RoleDialogProps {
  contactId: string;
  /** The role whose dates change; none to give a new one. */
  editing: ContactRole | undefined;
  /** The roles that may be given: not held yet, and within the signed-in person's powers. */
  grantable: readonly Role[];
  today: string;
  onClose: () => void;
  onSaved: () => void;
}

/** Gives a contact a role from a day, until a day or for good, or changes those days. */
export function RoleDialog({
  contactId,
  editing,
  grantable,
  today,
  onClose,
  onSaved,
}: RoleDialogProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    id: "contact-role",
    labels: { role: msg`Role`, dateAdded: msg`Starts`, dateExpires: msg`Expires` },
    initial: {
      role: editing?.role ?? grantable[0] ?? "",
      dateAdded: editing ? dayOf(editing.dateAdded) : today,
      dateExpires: dayOf(editing?.dateExpires),
    },
    schema: UpdateContactRole,
    toBody: (values): UpdateContactRole => ({
      dateAdded: values.dateAdded,
      dateExpires: values.dateExpires === "" ? null : values.dateExpires,
    }),
    validate: ({ role, dateAdded, dateExpires }) => ({
      role: role === "" ? msg`Choose a role.` : undefined,
      dateAdded: dateAdded === "" ? msg`Enter the day the role starts.` : undefined,
      dateExpires:
        dateExpires !== "" && dateAdded !== "" && dateExpires <= dateAdded
          ? msg`The role must expire after it starts.`
          : undefined,
    }),
  });
  const dateAdded = form.field("dateAdded");
  const dateExpires = form.field("dateExpires");
  const label = (role: Role) => i18n._(ROLE_LABELS[role]);

  const submit = form.handleSubmit(async (body, values) => {
    const role = values.role as Role;
    await api.send(setContactRole(contactId, role, body));
    notify.success(
      editing
        ? t`The ${label(role)} role's dates are saved.`
        : t`The ${label(role)} role is given.`,
    );
    onSaved();
  });

  return (
    <Dialog
      open
      title={editing ? t`Change the ${label(editing.role)} role's dates` : t`Give a role`}
      busy={form.busy}
      onClose={onClose}
      actions={null}
    >
      <form className={formStack} noValidate onSubmit={submit}>
        {!editing && (
          <Select
            {...form.select("role")}
            options={grantable.map((role) => ({ value: role, label: label(role) }))}
          />
        )}
        <DateInput {...dateAdded} />
        <DateInput
          {...dateExpires}
          // Empty is sent as no end: the body's rule for a given date must not mark it required.
          required={false}
          min={form.values.dateAdded || undefined}
          hint={t`Leave empty for a role without an end.`}
        />
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {editing ? t`Save dates` : t`Give role`}
          </Button>
          <Button variant="greyOutlined" onClick={onClose} disabled={form.busy}>
            {t`Cancel`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
