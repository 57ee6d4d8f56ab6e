import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { Contact } from "@core/contacts/contact";
import { pathTo } from "@core/pages";
import { DataTable, type Column, type DataTableProps } from "@ui/table";
import { muted, textLink } from "../../shared/styles";
import { useMoney } from "../../shared/useMoney";
import { contributionText } from "../shared/contribution";
import { ROLE_LABELS } from "../shared/roles";

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;
`;

const small = css`
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;

const email = css`
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;

const unbroken = css`
  white-space: nowrap;
`;

export type ContactTableProps = Omit<
  DataTableProps<Contact>,
  "columns" | "rowKey" | "rowLabel" | "caption"
>;

/**
 * An address breaks before its "@" when the table is short of room, and anywhere only when a
 * part alone is too long for the column (a generated address): never wider than the table.
 */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at <= 0) return <span className={email}>{address}</span>;
  return (
    <span className={email}>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </span>
  );
}

/** When their membership started: the member role's start (the list asks `with=roles`). */
const memberSince = (contact: Contact) =>
  contact.roles?.find((role) => role.role === "member")?.dateAdded;

/** Contacts: name (a link to their page), email, contribution, joined, member since, roles. */
export function ContactTable(table: ContactTableProps) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const day = (iso: string) => (
    <time dateTime={iso} className={unbroken}>
      {i18n.date(iso, { dateStyle: "medium" })}
    </time>
  );

  const columns: Column<Contact>[] = [
    {
      id: "firstname",
      header: t`Name`,
      sortable: true,
      minWidth: "7rem",
      cell: (contact) => (
        <span className={stack}>
          <Link href={pathTo("/admin/contacts/:id", { id: contact.id })} className={textLink}>
            {contact.displayName}
          </Link>
          {contact.tags && contact.tags.length > 0 && (
            <span className={`${muted} ${small}`}>
              {contact.tags.map((tag) => tag.name).join(", ")}
            </span>
          )}
        </span>
      ),
    },
    {
      id: "email",
      header: t`Email`,
      sortable: true,
      cell: (contact) => <EmailAddress address={contact.email} />,
    },
    {
      id: "contributionMonthlyAmount",
      header: t`Contribution`,
      sortable: true,
      minWidth: "6rem",
      cell: (contact) => {
        const text = contributionText(contact, i18n, money);
        return text ? text : <span className={muted}>{t`None`}</span>;
      },
    },
    {
      id: "joined",
      header: t`Joined`,
      sortable: true,
      minWidth: "6rem",
      cell: (contact) => day(contact.joined),
    },
    {
      id: "membershipStarts",
      header: t`Member since`,
      sortable: true,
      minWidth: "6rem",
      cell: (contact) => {
        const since = memberSince(contact);
        return since ? day(since) : <span className={muted}>{t`Not a member`}</span>;
      },
    },
    {
      id: "roles",
      header: t`Roles`,
      minWidth: "6rem",
      cell: (contact) =>
        contact.activeRoles.length > 0 ? (
          contact.activeRoles.map((role) => i18n._(ROLE_LABELS[role])).join(", ")
        ) : (
          <span className={muted}>{t`None`}</span>
        ),
    },
  ];

  return (
    <DataTable<Contact>
      {...table}
      caption={t`Contacts`}
      captionHidden
      columns={columns}
      rowKey={(contact) => contact.id}
      rowLabel={(contact) => contact.displayName}
      narrowAsCards
    />
  );
}
