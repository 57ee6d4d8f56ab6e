import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { ROLES, hasRole, type ContactRole, type Role } from "@core/contacts";
import { removeContactRole, staffContact } from "@core/contacts/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate } from "@stores/query";
import { $currentUser } from "@stores/session";
import { Button } from "@ui/button";
import { ConfirmDialog } from "@ui/dialog";
import { muted } from "@app/pages/admin/shared/styles";
import { ROLE_LABELS } from "../../shared/roles";
import { RoleDialog } from "./RoleDialog";

const list = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid rgb(var(--c-grey-lighter));
  }
`;

const actions = css`
  display: flex;
  gap: 0.25rem;
`;

type Editing =
  | { kind: "none" }
  | { kind: "add" }
  | { kind: "dates"; role: ContactRole }
  | { kind: "revoke"; role: ContactRole };

/** Today as a date input holds it, in the browser's time zone. */
function todayInput(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A contact's roles with the days each is active: give one, change its days, revoke it. Only
 * superadmins give or take the superadmin role, as the server insists.
 */
export function RolesEditor({ contactId, roles }: { contactId: string; roles: ContactRole[] }) {
  const { t, i18n } = useLingui();
  const user = useStore($currentUser);
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [busy, setBusy] = useState(false);
  const mayManage = (role: Role) =>
    role !== "superadmin" || (user ? hasRole(user.activeRoles, "superadmin") : false);
  const held = new Set(roles.map((role) => role.role));
  const grantable = ROLES.filter((role) => !held.has(role) && mayManage(role));
  const label = (role: Role) => i18n._(ROLE_LABELS[role]);
  const close = () => setEditing({ kind: "none" });
  const changed = () => {
    close();
    // The contact and everything under it: its timeline shows the change.
    invalidate(staffContact(contactId));
  };

  const revoke = async (role: ContactRole) => {
    setBusy(true);
    try {
      await api.send(removeContactRole(contactId, role.role));
      notify.success(t`The ${label(role.role)} role is revoked.`);
      changed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {roles.length === 0 ? (
        <p className={muted}>{t`No roles.`}</p>
      ) : (
        <ul className={list} aria-label={t`Roles`}>
          {roles.map((role) => (
            <li key={role.role}>
              <span>
                <strong>{label(role.role)}</strong>{" "}
                <span className={muted}>
                  {role.dateExpires
                    ? t`from ${i18n.date(role.dateAdded)} to ${i18n.date(role.dateExpires)}`
                    : t`since ${i18n.date(role.dateAdded)}`}
                </span>
              </span>
              {mayManage(role.role) && (
                <span className={actions}>
                  <Button
                    variant="greyOutlined"
                    size="sm"
                    aria-label={t`Change dates of the ${label(role.role)} role`}
                    onClick={() => setEditing({ kind: "dates", role })}
                  >
                    {t`Change dates`}
                  </Button>
                  <Button
                    variant="dangerOutlined"
                    size="sm"
                    aria-label={t`Revoke the ${label(role.role)} role`}
                    onClick={() => setEditing({ kind: "revoke", role })}
                  >
                    {t`Revoke`}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {grantable.length > 0 && (
        <p>
          <Button variant="primaryOutlined" size="sm" onClick={() => setEditing({ kind: "add" })}>
            {t`Give a role`}
          </Button>
        </p>
      )}
      {(editing.kind === "add" || editing.kind === "dates") && (
        <RoleDialog
          contactId={contactId}
          editing={editing.kind === "dates" ? editing.role : undefined}
          grantable={grantable}
          today={todayInput()}
          onClose={close}
          onSaved={changed}
        />
      )}
      <ConfirmDialog
        open={editing.kind === "revoke"}
        title={
          editing.kind === "revoke" ? t`Revoke the ${label(editing.role.role)} role?` : t`Revoke`
        }
        confirmLabel={t`Revoke role`}
        busy={busy}
        onConfirm={() => editing.kind === "revoke" && void revoke(editing.role)}
        onCancel={close}
      >
        {t`The contact loses what the role lets them do at once. You can give it again later.`}
      </ConfirmDialog>
    </div>
  );
}
