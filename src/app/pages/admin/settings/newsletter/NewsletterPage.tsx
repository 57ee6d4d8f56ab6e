import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type {
  DifferenceKind,
  NewsletterState,
  ReconcileProgress,
  ReconcileReport,
} from "@core/newsletter";
import {
  newsletterState,
  reconcileProgress,
  startReconcile,
  syncNewsletter,
} from "@core/newsletter/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery } from "@stores/query";
import { Button } from "@ui/button";
import { messageForRefusal } from "@ui/form";
import { QueryView } from "@ui/query-view";
import { visuallyHidden } from "@ui/styles";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { SettingsTabs } from "../SettingsTabs";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 64rem;
`;

const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  margin: 0;
  & dd {
    margin: 0;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

const differences = css`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    text-align: left;
    padding: 0.4rem 0.6rem;
    border-bottom: 1px solid var(--border-color, #ddd);
    overflow-wrap: anywhere;
  }
`;

/** How often a running reconcile's progress is asked for. */
const PROGRESS_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Settings → Newsletter (admins): whether Mailchimp (or the stand-in) is connected, the last
 * sync, changes waiting and the last error in plain words; "Sync now" and "Reconcile now",
 * with the reconcile's progress and the differences it found.
 */
export default function NewsletterPage() {
  const { t, i18n } = useLingui();
  const read = newsletterState();
  const state = useQuery(read);
  const [syncing, setSyncing] = useState(false);
  const [progress, setProgress] = useState<ReconcileProgress>();
  const [report, setReport] = useState<ReconcileReport>();

  // The reconcile just run, or the last one's (the nightly's) report.
  const shown = report ?? (state.status === "ready" ? state.data.lastReconcile : null);

  const when = (iso: string | null) =>
    iso ? i18n.date(iso, { dateStyle: "medium", timeStyle: "short" }) : t`Never`;

  const failed = (title: string, error: unknown) => {
    const message = messageForRefusal(error);
    notify.error(title, { description: message ? i18n._(message) : undefined });
  };

  const syncNow = async () => {
    setSyncing(true);
    try {
      const { queued } = await api.send(syncNewsletter());
      notify.success(
        plural(queued, {
          one: "# contact will be sent to the audience.",
          other: "# contacts will be sent to the audience.",
        }),
      );
    } catch (error) {
      failed(t`The sync could not start.`, error);
    }
    invalidate(read);
    setSyncing(false);
  };

  const reconcileNow = async () => {
    setReport(undefined);
    try {
      const { id } = await api.send(startReconcile({ fix: true }));
      let current = await api.send(reconcileProgress(id));
      setProgress(current);
      while (current.state === "queued" || current.state === "running") {
        await wait(PROGRESS_MS);
        current = await api.send(reconcileProgress(id));
        setProgress(current);
      }
      if (current.state === "done" && current.report) {
        setReport(current.report);
        notify.success(t`The audience and Agora were compared.`);
      } else {
        notify.error(t`The reconcile failed. The last error below says why.`);
      }
    } catch (error) {
      failed(t`The reconcile could not run.`, error);
    }
    setProgress(undefined);
    invalidate(read);
  };

  return (
    <div className={page}>
      <SettingsTabs />
      <div>
        <Heading level={1}>{t`Newsletter`}</Heading>
        <Text>{t`Contacts who opt in to the newsletter are kept in step with your Mailchimp audience: their status, groups, names, membership and contribution. Readers who unsubscribe in Mailchimp show as unsubscribed here.`}</Text>
      </div>

      <QueryView
        state={state}
        read={read}
        loading={t`Loading the newsletter sync`}
        failed={t`We couldn't load the newsletter sync.`}
        className={card}
      />
      {state.status === "ready" && (
        <SyncState
          state={state.data}
          when={when}
          syncing={syncing}
          reconciling={progress !== undefined}
          onSync={syncNow}
          onReconcile={reconcileNow}
        />
      )}
      {progress && (
        <div className={card} aria-live="polite">
          <Text>{t`Comparing the audience with Agora…`}</Text>
          <progress
            aria-label={t`Reconcile progress`}
            max={progress.total ?? undefined}
            value={progress.done ?? undefined}
          />
        </div>
      )}
      {shown && <Differences report={shown} />}
    </div>
  );
}

function SyncState(props: {
  state: NewsletterState;
  when: (iso: string | null) => string;
  syncing: boolean;
  reconciling: boolean;
  onSync: () => void;
  onReconcile: () => void;
}) {
  const { t } = useLingui();
  const { state, when } = props;
  if (state.provider === "none") {
    return (
      <section className={card} aria-labelledby="newsletter-connection">
        <Heading level={2} size="md" id="newsletter-connection">
          {t`Not connected`}
        </Heading>
        <Text>{t`No newsletter service is connected, so newsletter choices stay in Agora. To connect Mailchimp, set MAILCHIMP_API_KEY, MAILCHIMP_LIST_ID and MAILCHIMP_WEBHOOK_SECRET on the server (see docs/newsletter.md).`}</Text>
      </section>
    );
  }
  return (
    <>
      <section className={card} aria-labelledby="newsletter-connection">
        <Heading level={2} size="md" id="newsletter-connection">
          {state.provider === "mailchimp"
            ? t`Connected to Mailchimp`
            : t`Connected to the test audience`}
        </Heading>
        {state.provider === "test" && (
          <Text>{t`This is a stand-in audience for testing and the demo: nothing is sent to Mailchimp.`}</Text>
        )}
        <dl className={facts}>
          <dt>{t`Audience`}</dt>
          <dd>{state.audienceId}</dd>
          <dt>{t`Last sync`}</dt>
          <dd>{when(state.lastSyncAt)}</dd>
          <dt>{t`Changes waiting to be sent`}</dt>
          <dd>{state.pendingChanges}</dd>
          <dt>{t`Batches given up on`}</dt>
          <dd>{state.failedChanges}</dd>
          <dt>{t`Groups`}</dt>
          <dd>
            {state.groups.length > 0
              ? state.groups.map((group) => group.label).join(", ")
              : t`None yet`}
          </dd>
          <dt>{t`Last reconcile`}</dt>
          <dd>{when(state.lastReconcileAt)}</dd>
        </dl>
        <div className={actions}>
          <Button onClick={props.onSync} loading={props.syncing}>
            {t`Sync now`}
          </Button>
          <Button variant="greyOutlined" onClick={props.onReconcile} loading={props.reconciling}>
            {t`Reconcile now`}
          </Button>
        </div>
      </section>
      {state.lastError && (
        <section className={card} role="alert" aria-labelledby="newsletter-error">
          <Heading level={2} size="md" id="newsletter-error">
            {t`The last sync failed`}
          </Heading>
          <Text>{state.lastError}</Text>
          <Text>{t`On ${when(state.lastErrorAt)}. Changes are tried again automatically; fix the cause, then choose Sync now.`}</Text>
        </section>
      )}
    </>
  );
}

function Differences({ report }: { report: ReconcileReport }) {
  const { t, i18n } = useLingui();
  const kinds: Record<DifferenceKind, string> = {
    "missing-in-audience": t`Not in the audience`,
    "not-in-agora": t`Not in Agora`,
    status: t`Status`,
    groups: t`Groups`,
    tags: t`Tags`,
    details: t`Names or membership`,
  };
  const fixed = (where: "agora" | "audience" | null) =>
    where === "agora"
      ? t`Agora updated`
      : where === "audience"
        ? t`Audience updated`
        : t`Not fixed`;
  const checkedAt = i18n.date(report.checkedAt, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className={card} aria-labelledby="newsletter-differences">
      <Heading level={2} size="md" id="newsletter-differences">
        {t`Differences found`}
      </Heading>
      <Text>
        {t`Checked ${checkedAt}.`}{" "}
        {plural(report.audienceMembers, {
          one: "# member in the audience,",
          other: "# members in the audience,",
        })}{" "}
        {plural(report.contacts, { one: "# contact here,", other: "# contacts here," })}{" "}
        {plural(report.differenceCount, { one: "# difference.", other: "# differences." })}
      </Text>
      {report.differences.length === 0 ? (
        <Text>{t`The audience and Agora agree.`}</Text>
      ) : (
        <table className={differences}>
          <caption
            className={visuallyHidden}
          >{t`Differences between the audience and Agora`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Email`}</th>
              <th scope="col">{t`Difference`}</th>
              <th scope="col">{t`In Agora`}</th>
              <th scope="col">{t`In the audience`}</th>
              <th scope="col">{t`Fixed`}</th>
            </tr>
          </thead>
          <tbody>
            {report.differences.map((difference, index) => (
              <tr key={`${difference.email}-${difference.kind}-${index}`}>
                <td>{difference.email}</td>
                <td>{kinds[difference.kind]}</td>
                <td>{difference.agora}</td>
                <td>{difference.audience}</td>
                <td>{fixed(difference.fixedIn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
