import type { ContactTag } from "@core/contact-tags";
import type { RuleGroup } from "@core/rules";
import { BulkTagDialog } from "./BulkTagDialog";
import { ContactExportDialog } from "./ContactExportDialog";

export type ContactDialog = "tag" | "export" | "export-selection";

export interface ContactDialogsProps {
  dialog: ContactDialog | undefined;
  /** The list's rules, and how many contacts they match. */
  rules: RuleGroup | undefined;
  total: number;
  /** The contacts ticked (or all those listed), and how many. */
  bulkRules: RuleGroup;
  bulkCount: number | undefined;
  tags: readonly ContactTag[];
  onClose(): void;
}

/** The contacts page's dialog open at the moment: bulk tags and exports. */
export function ContactDialogs({
  dialog,
  rules,
  total,
  bulkRules,
  bulkCount,
  tags,
  onClose,
}: ContactDialogsProps) {
  return (
    <>
      {dialog === "tag" && (
        <BulkTagDialog
          count={bulkCount}
          rules={bulkRules}
          tags={tags}
          // The selection stays, for another action on the same contacts (an export).
          onDone={onClose}
          onCancel={onClose}
        />
      )}
      {dialog === "export" && <ContactExportDialog rules={rules} count={total} onClose={onClose} />}
      {dialog === "export-selection" && (
        <ContactExportDialog rules={bulkRules} count={bulkCount ?? 0} selected onClose={onClose} />
      )}
    </>
  );
}
