import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  addCalloutReviewer,
  calloutReviewers,
  removeCalloutReviewer,
  reviewerCandidates,
} from "@core/callouts/api";
import type { CalloutReviewer } from "@core/callouts/reviewer";
import type { Contact } from "@core/contacts";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery } from "@stores/query";
import { Button } from "@ui/button";
import { ConfirmDialog } from "@ui/dialog";
import { messageForRefusal } from "@ui/form";
import { QueryView } from "@ui/query-view";
import { DataTable, useTableQuery, type Column } from "@ui/table";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { refreshCallout } from "../shared/refresh";
import { SearchField } from "../../shared/SearchField";
import { muted, roomyOnWideOnly } from "../../shared/styles";

const results = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    align-items: center;
    justify-content: space-between;
    padding: 0.5rem 0.75rem;
    border: 1px solid rgb(var(--c-grey-lighter));
    border-radius: 0.375rem;
  }
`;

const person = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** Contacts an admin may add: those whose name or email holds the search. */
function Candidates({ calloutId, search }: { calloutId: string; search: string }) {
  const { t, i18n } = useLingui();
  const found = useQuery(reviewerCandidates(calloutId, search, 10));
  const [adding, setAdding] = useState<string>();

  const add = async (contact: Contact) => {
    setAdding(contact.id);
    try {
      await api.send(addCalloutReviewer(calloutId, { contactId: contact.id }));
      invalidate(calloutReviewers(calloutId), reviewerCandidates(calloutId, search, 10));
      refreshCallout(calloutId);
      notify.success(t`${contact.displayName} now reviews this callout.`);
    } catch (error) {
      const problem = messageForRefusal(error);
      notify.error(
        t`${contact.displayName} could not be added.`,
        problem ? { description: i18n._(problem) } : undefined,
      );
    } finally {
      setAdding(undefined);
    }
  };

  return (
    <QueryView
      state={found}
      read={reviewerCandidates(calloutId, search, 10)}
      loading={t`Searching`}
      failed={t`The search failed. Try again.`}
      empty={<Text role="status">{t`Nobody who isn't a reviewer yet matches “${search}”.`}</Text>}
      isEmpty={(contacts) => contacts.length === 0}
    >
      {(contacts) => (
        <ul className={results} aria-label={t`Contacts matching “${search}”`}>
          {contacts.map((contact) => (
            <li key={contact.id}>
              <span className={person}>
                <strong>{contact.displayName}</strong>
                <span className={muted}>{contact.email}</span>
              </span>
              <Button
                size="sm"
                variant="primaryOutlined"
                loading={adding === contact.id}
                aria-label={t`Add ${contact.displayName} as a reviewer`}
                onClick={() => void add(contact)}
              >
                {t`Add`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/**
 * Who reviews the callout: they see it among their callouts and triage its responses. Admins
 * add reviewers by searching contacts by name or email, and remove them after confirming.
 */
export function ReviewerManager({
  calloutId,
  isAdmin,
  headingId,
}: {
  calloutId: string;
  isAdmin: boolean;
  headingId: string;
}) {
  const { t, i18n } = useLingui();
  const reviewers = useQuery(calloutReviewers(calloutId));
  const table = useTableQuery(reviewers, (data) => ({ rows: data, total: data.length }));
  const [search, setSearch] = useState("");
  const [removing, setRemoving] = useState<CalloutReviewer>();
  const [busy, setBusy] = useState(false);

  const remove = async (reviewer: CalloutReviewer) => {
    setBusy(true);
    try {
      await api.send(removeCalloutReviewer(calloutId, reviewer.id));
      invalidate(calloutReviewers(calloutId));
      refreshCallout(calloutId);
      notify.success(t`${reviewer.contact.displayName} no longer reviews this callout.`);
    } catch (error) {
      const problem = messageForRefusal(error);
      notify.error(
        t`The reviewer could not be removed.`,
        problem ? { description: i18n._(problem) } : undefined,
      );
    } finally {
      setBusy(false);
      setRemoving(undefined);
    }
  };

  const columns: Column<CalloutReviewer>[] = [
    {
      id: "name",
      header: t`Reviewer`,
      cell: (reviewer) => (
        <span className={person}>
          <span>{reviewer.contact.displayName}</span>
          <span className={muted}>{reviewer.contact.email}</span>
        </span>
      ),
    },
    {
      id: "createdAt",
      header: t`Since`,
      cell: (reviewer) => (
        <time dateTime={reviewer.createdAt}>
          {i18n.date(reviewer.createdAt, { dateStyle: "medium" })}
        </time>
      ),
    },
    ...(isAdmin
      ? [
          {
            id: "actions",
            header: t`Actions`,
            hideable: false,
            cell: (reviewer: CalloutReviewer) => (
              <Button
                variant="dangerText"
                size="sm"
                aria-label={t`Remove ${reviewer.contact.displayName}`}
                onClick={() => setRemoving(reviewer)}
              >
                {t`Remove`}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className={cx(card, roomyOnWideOnly)} aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        {t`Reviewers`}
      </Heading>
      <Text size="sm">
        {t`Reviewers see this callout among their callouts and triage its responses: buckets, tags, assignees and comments. They can't edit the callout. Admins review every callout.`}
      </Text>
      {isAdmin && (
        <>
          <SearchField
            label={t`Add a reviewer: search contacts by name or email`}
            value={search}
            onSearch={setSearch}
          />
          {search && <Candidates calloutId={calloutId} search={search} />}
        </>
      )}
      <DataTable<CalloutReviewer>
        {...table}
        caption={t`Reviewers of this callout`}
        captionHidden
        columns={columns}
        rowKey={(reviewer) => reviewer.id}
        rowLabel={(reviewer) => reviewer.contact.displayName}
        errorMessage={t`We couldn't load the reviewers.`}
        onRetry={() => invalidate(calloutReviewers(calloutId))}
        emptyMessage={t`No reviewers yet: only admins triage this callout.`}
        narrowAsCards
      />
      <ConfirmDialog
        open={removing !== undefined}
        title={t`Remove ${removing?.contact.displayName ?? ""} as a reviewer?`}
        confirmLabel={t`Remove reviewer`}
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(undefined)}
      >
        {t`They will no longer see this callout or its responses. Their comments and the responses assigned to them stay.`}
      </ConfirmDialog>
    </section>
  );
}
