import { useLingui } from "@lingui/react/macro";
import type { RuleGroup } from "@core/rules";
import { Button } from "@ui/button";
import { SavedFilterActions } from "../../shared/saved-filters/SavedFilterActions";
import { SavedFilterList } from "../../shared/saved-filters/SavedFilterList";
import { buttonRow } from "../../shared/styles";
import type { SegmentFilters } from "./useSegments";

/**
 * The saved segments with how many contacts each holds, and "All contacts": choosing one puts
 * its rules under the filter.
 */
export function SegmentPicker({
  segments,
  total,
  onSelect,
}: {
  segments: SegmentFilters;
  /** Every contact's count, when known. */
  total: number | undefined;
  onSelect(segmentId: string): void;
}) {
  const { t } = useLingui();
  return (
    <SavedFilterList
      label={t`Segments`}
      entries={[
        { id: "", name: t`All contacts`, count: total },
        ...segments.all.map(({ id, name, contactCount }) => ({ id, name, count: contactCount })),
      ]}
      selected={segments.active?.id ?? ""}
      onSelect={onSelect}
    />
  );
}

/** Beside the contacts' filter: back to, update, rename or delete the segment, or save a new one. */
export function SegmentActions({
  segments,
  editedRules,
  search,
  tag,
  onBackToSegment,
}: {
  segments: SegmentFilters;
  /** The filter's rules as edited, standing in the segment's place until saved. */
  editedRules: RuleGroup | undefined;
  search: string;
  tag: string;
  onBackToSegment(): void;
}) {
  const { t } = useLingui();
  const { active: segment, filter: rules } = segments;
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
      <SavedFilterActions
        filters={segments}
        canSave={filtered}
        changed={refined && filtered}
        prominent
        saveLast
      >
        {segment && editedRules && (
          <Button variant="text" size="sm" onClick={onBackToSegment}>
            {t`Back to the segment's rules`}
          </Button>
        )}
      </SavedFilterActions>
    </span>
  );
}
