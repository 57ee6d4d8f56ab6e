import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { contactExport } from "@core/contacts/api";
import type { RuleGroup } from "@core/rules";
import { ExportDialog } from "../../shared/ExportDialog";

/** Exports the contacts the list shows, or those selected in it, as CSV. */
export function ContactExportDialog({
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
  return (
    <ExportDialog
      title={t`Export contacts`}
      description={
        selected
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
              })
      }
      count={count}
      formats={[{ value: "csv", label: "CSV" }]}
      exportLabel={t`Export CSV`}
      request={() => ({ call: contactExport(rules), countRows: true })}
      savedText={(file) =>
        plural(file.total ?? count, {
          one: `${file.filename} is saved, with # contact.`,
          other: `${file.filename} is saved, with # contacts.`,
        })
      }
      rowsText={(rows, total) => t`${rows} of ${total} contacts`}
      onClose={onClose}
    />
  );
}
