import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { contactImportStatus } from "@core/contacts/api";
import type { ImportStatus } from "@core/contacts/import";
import { api } from "@stores/api";
import { Button, LinkButton } from "@ui/button";
import { formActions } from "@ui/form";
import { FieldError } from "@ui/form/FieldParts";
import { Heading, Text } from "@ui/typography";
import { progress as progressBar } from "@ui/upload/styles";
import { card } from "@app/pages/shared/card";
import { refreshContacts } from "../shared/undo";
import { Failures } from "./Failures";
import { Figures } from "../../shared/Figures";
import type { ImportChoice } from "./fields";

/** How often a running import is asked how far it got. */
export const POLL_MS = 1000;

const progressText = css`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

/** Step 5: the import's progress while its job runs, then what it did. */
export function RunStep({
  importId,
  choice,
  onAgain,
}: {
  importId: string;
  choice: ImportChoice;
  onAgain(): void;
}) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<ImportStatus>();
  const [lost, setLost] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const finished = status?.state === "done" || status?.state === "failed";

  useEffect(() => {
    if (finished) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const now = await api.send(contactImportStatus(importId));
        if (stopped) return;
        setStatus(now);
        setLost(false);
        if (now.state === "done") refreshContacts();
        else if (now.state !== "failed") timer = setTimeout(() => void ask(), POLL_MS);
      } catch {
        if (!stopped) setLost(true);
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [importId, finished, attempt]);

  const report = status?.report;
  const share = status && status.total > 0 ? status.done / status.total : undefined;

  return (
    <section className={card} aria-labelledby="import-run" aria-busy={!finished}>
      <Heading level={2} size="md" id="import-run">
        {finished ? t`Import finished` : t`Importing ${choice.fileName}…`}
      </Heading>
      {!finished && (
        <>
          <progress
            className={progressBar}
            max={1}
            value={share}
            aria-label={t`Import of ${choice.fileName}`}
          />
          <p className={progressText} role="status">
            {status && status.total > 0
              ? t`${i18n.number(status.done)} of ${i18n.number(status.total)} rows`
              : t`Starting…`}
          </p>
          <Text>{t`You can leave this page: the import goes on.`}</Text>
        </>
      )}
      {lost && (
        <>
          <FieldError id="import-status-error">
            {t`We could not ask how the import is going.`}
          </FieldError>
          <p>
            <Button variant="primaryOutlined" size="sm" onClick={() => setAttempt((n) => n + 1)}>
              {t`Try again`}
            </Button>
          </p>
        </>
      )}
      {status?.state === "failed" && (
        <FieldError id="import-failed">
          {t`The import stopped with an error. Rows stored before it stay stored; run the same file again with “skip” to add the rest.`}
        </FieldError>
      )}
      {report && (
        <>
          <Figures
            label={t`What the import did`}
            items={[
              { label: t`Contacts created`, value: report.created },
              { label: t`Contacts updated`, value: report.updated },
              { label: t`Skipped: already here`, value: report.skipped },
              { label: t`Failed rows`, value: report.failed, bad: true },
            ]}
          />
          {report.errors.length > 0 && (
            <>
              {report.errors.length < report.failed && (
                <Text>
                  {t`The first ${i18n.number(report.errors.length)} failing rows are listed; a check of the file lists them all.`}
                </Text>
              )}
              <Failures errors={report.errors} choice={choice} caption={t`Rows not imported`} />
            </>
          )}
        </>
      )}
      {finished && (
        <div className={formActions}>
          <Link href="/admin/contacts" asChild>
            <LinkButton href="/admin/contacts">{t`See the contacts, newest first`}</LinkButton>
          </Link>
          <Button variant="primaryOutlined" onClick={onAgain}>
            {t`Import another file`}
          </Button>
        </div>
      )}
    </section>
  );
}
