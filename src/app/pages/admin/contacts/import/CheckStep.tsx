import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { useState } from "react";
import { startContactImport } from "@core/contacts/api";
import type { ImportDryRun } from "@core/contacts/import";
import { api } from "@stores/api";
import { Button } from "@ui/button";
import { formActions, messageForRefusal } from "@ui/form";
import { FieldError } from "@ui/form/FieldParts";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { Failures } from "./Failures";
import { Figures } from "../../shared/Figures";
import type { ImportChoice } from "./fields";

/** Step 4: what the import would do, every failing row and why; nothing is written yet. */
export function CheckStep({
  choice,
  dryRun,
  onBack,
  onStarted,
}: {
  choice: ImportChoice;
  dryRun: ImportDryRun;
  onBack(): void;
  onStarted(importId: string): void;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const failing = dryRun.errors.length;
  const writes = dryRun.create + dryRun.update;

  const start = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const { csv, mapping, existing } = choice;
      const { id } = await api.send(startContactImport({ csv, mapping, existing }));
      onStarted(id);
    } catch (error) {
      const message = messageForRefusal(error);
      setFailure(message ? i18n._(message) : t`The import could not be started.`);
      setBusy(false);
    }
  };

  return (
    <section className={card} aria-labelledby="import-check">
      <div>
        <Heading level={2} size="md" id="import-check">{t`Check before importing`}</Heading>
        <Text>{t`Nothing is stored yet. This is what the import would do with ${choice.fileName}:`}</Text>
      </div>
      <Figures
        label={t`What the import would do`}
        items={[
          { label: t`Rows`, value: dryRun.rows },
          { label: t`New contacts`, value: dryRun.create },
          { label: t`Contacts updated`, value: dryRun.update },
          { label: t`Skipped: already here`, value: dryRun.skip },
          { label: t`Failing rows`, value: failing, bad: true },
        ]}
      />
      {failing > 0 ? (
        <>
          <Text>
            {plural(failing, {
              one: "# row would not be imported. Fix it in the file and upload it again, or go back and change the mapping; or import the other rows without it.",
              other:
                "# rows would not be imported. Fix them in the file and upload it again, or go back and change the mapping; or import the other rows without them.",
            })}
          </Text>
          <Failures errors={dryRun.errors} choice={choice} caption={t`Rows that would fail`} />
        </>
      ) : (
        <Text>{t`Every row can be imported.`}</Text>
      )}
      {failure && <FieldError id="import-start-error">{failure}</FieldError>}
      <div className={formActions}>
        <Button onClick={() => void start()} loading={busy} disabled={writes === 0}>
          {plural(writes, { one: "Import # contact", other: "Import # contacts" })}
        </Button>
        <Button variant="primaryOutlined" onClick={onBack} disabled={busy}>
          {t`Back to the mapping`}
        </Button>
      </div>
    </section>
  );
}
