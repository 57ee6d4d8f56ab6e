import { useLingui } from "@lingui/react/macro";
import type { Segment } from "@core/contacts/list";
import type { RuleGroup } from "@core/rules";
import { Button } from "@ui/button";
import { buttonRow } from "../../shared/styles";
import { updateSegmentRules } from "./Segments";

export interface SegmentActionsProps {
  segment: Segment | undefined;
  /** The rules the list is filtered by: the segment's, edited ones, the search and the tag. */
  rules: RuleGroup | undefined;
  /** The filter's rules as edited, standing in the segment's place until saved. */
  editedRules: RuleGroup | undefined;
  search: string;
  tag: string;
  onBackToSegment(): void;
  onShowSegment(segment: Segment): void;
  onRename(): void;
  onDelete(): void;
  onSaveAsSegment(): void;
}

/** Beside the contacts' filter: back to, update, rename or delete the segment, or save a new one. */
export function SegmentActions({
  segment,
  rules,
  editedRules,
  search,
  tag,
  onBackToSegment,
  onShowSegment,
  onRename,
  onDelete,
  onSaveAsSegment,
}: SegmentActionsProps) {
  const { t } = useLingui();
  const filtered = rules !== undefined;
  if (!segment && !filtered) return null;
  // The search, the tag or edited rules change the segment: its rules can take them in.
  const refined =
    search.trim() !== "" ||
    tag !== "" ||
    (editedRules !== undefined &&
      JSON.stringify(editedRules) !== JSON.stringify(segment?.ruleGroup));
  return (
    <span className={buttonRow}>
      {segment && editedRules && (
        <Button variant="text" size="sm" onClick={onBackToSegment}>
          {t`Back to the segment's rules`}
        </Button>
      )}
      {segment && refined && rules && (
        <Button
          variant="primaryOutlined"
          size="sm"
          onClick={() => void updateSegmentRules(segment, rules, onShowSegment)}
        >
          {t`Update the segment`}
        </Button>
      )}
      {segment && (
        <>
          <Button
            variant="text"
            size="sm"
            aria-label={t`Rename segment “${segment.name}”`}
            onClick={onRename}
          >
            {t`Rename segment`}
          </Button>
          <Button
            variant="dangerText"
            size="sm"
            aria-label={t`Delete segment “${segment.name}”`}
            onClick={onDelete}
          >
            {t`Delete segment`}
          </Button>
        </>
      )}
      {filtered && (
        <Button variant="primaryOutlined" size="sm" onClick={onSaveAsSegment}>
          {t`Save as segment`}
        </Button>
      )}
    </span>
  );
}
