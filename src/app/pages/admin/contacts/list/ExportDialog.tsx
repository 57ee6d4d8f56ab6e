import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { contactExport } from "@core/contacts/api";
import type { RuleGroup } from "@core/rules";
import { notify } from "@stores/notifications";
import { Button } from "@ui/button";
import { Dialog } from "@ui/dialog";
import { formActions, formStack } from "@ui/form";
import { ExportProgress } from "../../shared/ExportProgress";
import { useFileExport } from "../../shared/useFileExport";

/**
 * Exports the contacts the list shows as CSV: the rows stream in against the count the
 * server announces, with Cancel, then the browser saves the file.
 */
export function ExportDialog({
  rules,
  count,
  selected = false,
  onClose,
}: {
  rules: RuleGroup | undefined;
  count: number;
  /** The rules pick the rows selected in the list, not a filter. */
  selected?: boolean;
  onClose(): void;
}) {
  const { t } = useLingui();
  const download = useFileExport((file) => {
    notify.success(
      plural(file.total ?? count, {
        one: `${file.filename} is saved, with # contact.`,
        other: `${file.filename} is saved, with # contacts.`,
      }),
    );
    onClose();
  });
  const close = () => {
    download.cancel();
    onClose();
  };

  return (
    <Dialog
      open
      title={t`Export contacts`}
      onClose={close}
      actions={
        <div className={formActions}>
          {download.running ? (
            <Button variant="greyOutlined" onClick={close}>
              {t`Cancel the export`}
            </Button>
          ) : (
            <>
              <Button
                onClick={() =>
                  void download.start(contactExport(rules), {
                    total: count,
                    countRows: true,
                  })
                }
                disabled={count === 0}
              >
                {t`Export CSV`}
              </Button>
              <Button variant="greyOutlined" onClick={close}>
                {t`Cancel`}
              </Button>
            </>
          )}
        </div>
      }
    >
      <div className={formStack}>
        <p>
          {selected
            ? plural(count, {
                one: "The selected contact.",
                other: "The # selected contacts.",
              })
            : rules
              ? plural(count, {
                  0: "No contact matches the filter.",
                  one: "The contact that matches the filter.",
                  other: "The # contacts that match the filter.",
                })
              : plural(count, {
                  0: "There are no contacts.",
                  one: "The one contact.",
                  other: "All # contacts.",
                })}
        </p>
        {download.running && (
          <ExportProgress
            progress={download.running}
            total={count}
            rowsText={(rows, total) => t`${rows} of ${total} contacts`}
          />
        )}
        {download.problem && <p role="alert">{download.problem}</p>}
      </div>
    </Dialog>
  );
}
