import type { ContactTag, Segment } from "@core/contacts/list";
import type { RuleGroup } from "@core/rules";
import { BulkTagDialog } from "./BulkTagDialog";
import { ContactExportDialog } from "./ContactExportDialog";
import { DeleteSegmentDialog, SegmentNameDialog } from "./Segments";

export type ContactDialog =
  "tag" | "export" | "export-selection" | "segment" | "rename-segment" | "delete-segment";

export interface ContactDialogsProps {
  dialog: ContactDialog | undefined;
  /** The list's rules, and how many contacts they match. */
  rules: RuleGroup | undefined;
  total: number;
  /** The contacts ticked (or all those listed), and how many. */
  bulkRules: RuleGroup;
  bulkCount: number | undefined;
  tags: readonly ContactTag[];
  segment: Segment | undefined;
  onClose(): void;
  onShowSegment(segment: Segment): void;
  onSegmentDeleted(): void;
}

/** The contacts page's dialog open at the moment: bulk tags, exports, and segments. */
export function ContactDialogs({
  dialog,
  rules,
  total,
  bulkRules,
  bulkCount,
  tags,
  segment,
  onClose,
  onShowSegment,
  onSegmentDeleted,
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
      {dialog === "segment" && rules && (
        <SegmentNameDialog
          rules={rules}
          onSaved={(saved) => {
            onClose();
            onShowSegment(saved);
          }}
          onCancel={onClose}
        />
      )}
      {dialog === "rename-segment" && segment && (
        <SegmentNameDialog segment={segment} onSaved={onClose} onCancel={onClose} />
      )}
      {dialog === "delete-segment" && segment && (
        <DeleteSegmentDialog
          segment={segment}
          onDeleted={onSegmentDeleted}
          onRestored={onShowSegment}
          onCancel={onClose}
        />
      )}
    </>
  );
}
