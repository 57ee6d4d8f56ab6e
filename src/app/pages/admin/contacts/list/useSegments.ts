import { msg } from "@lingui/core/macro";
import {
  createSegment,
  deleteSegment,
  putSegment,
  segmentList,
  updateSegment,
} from "@core/segments/api";
import { ApiError } from "@core/api/api-error";
import { CreateSegment, type Segment } from "@core/segments";
import type { RuleGroup } from "@core/rules";
import type { SavedFilterKind } from "../../shared/saved-filters/saved-filter-kind";
import {
  useSavedFilterList,
  useSavedFilters,
  type SavedFilters,
} from "../../shared/saved-filters/useSavedFilters";
import type { ContactListState } from "./params";
import { contactRules, EVERY_CONTACT } from "./rules";

/** The list's rules (the segment's or edited ones, the search and the tag); none: everyone. */
type ListRules = RuleGroup | undefined;

/** Saved contact filters: admins save, update, rename and delete them; an update or a deletion can be undone. */
const SEGMENTS: SavedFilterKind<Segment, ListRules, CreateSegment> = {
  id: "segment",
  list: segmentList(),
  create: (body) => createSegment(body),
  rename: (segment, name) => updateSegment(segment.id, { name }),
  update: (segment, rules) => updateSegment(segment.id, { ruleGroup: rules ?? EVERY_CONTACT }),
  remove: (segment) => deleteSegment(segment.id),
  // Under its id, so links to it work again.
  restore: {
    send: (segment) =>
      putSegment(segment.id, {
        name: segment.name,
        description: segment.description,
        ruleGroup: segment.ruleGroup,
        order: segment.order,
      }),
    done: (segment) => msg`The segment “${segment.name}” is back.`,
    failed: msg`The segment could not be restored.`,
  },
  revert: {
    send: (segment) => updateSegment(segment.id, { ruleGroup: segment.ruleGroup }),
    done: (segment) => msg`The segment “${segment.name}” is as it was.`,
    failed: msg`The segment could not be put back.`,
  },
  naming: {
    schema: CreateSegment,
    toBody: (name, rules, segment): CreateSegment => ({
      name,
      ruleGroup: segment?.ruleGroup ?? rules ?? EVERY_CONTACT,
    }),
    // The rules come from the list's filters, not from this dialog: their refusal is said whole.
    explain: (error) =>
      error instanceof ApiError && error.errors.some((item) => item.property === "ruleGroup")
        ? {
            message: msg`The filter's rules can't be saved as they are. Please check the filters and try again.`,
          }
        : undefined,
  },
  words: {
    saveAs: msg`Save as segment`,
    saveIntro: msg`Everyone who matches the search and filters now, and later.`,
    nameLabel: msg`Name of the segment`,
    saveSubmit: msg`Save the segment`,
    saved: (segment) => msg`The segment “${segment.name}” is saved.`,
    update: () => msg`Update the segment`,
    updated: (segment) => msg`The segment “${segment.name}” now has the current filters.`,
    updateFailed: msg`The segment could not be updated.`,
    rename: (segment) => ({
      label: msg`Rename segment`,
      name: msg`Rename segment “${segment.name}”`,
    }),
    delete: (segment) => ({
      label: msg`Delete segment`,
      name: msg`Delete segment “${segment.name}”`,
    }),
    deleteTitle: (segment) => msg`Delete the segment “${segment.name}”?`,
    deleteConfirm: msg`Delete segment`,
    deleteNote: msg`The saved filter goes; no contact is changed or removed.`,
    deleted: (segment) => msg`The segment “${segment.name}” is deleted.`,
    deleteFailed: msg`The segment could not be deleted.`,
  },
};

export type SegmentFilters = SavedFilters<Segment, ListRules, CreateSegment>;

/**
 * The contacts list's segments and its filter: the segment chosen in the address, its rules
 * shown in the filter to edit (edited, they stand in its place until saved), and the rules
 * the list asks for. A segment saved, updated or put back is shown afresh.
 */
export function useSegments(
  params: ContactListState,
  go: (change: Partial<ContactListState>) => void,
  onDeleted: () => void,
) {
  const listed = useSavedFilterList(SEGMENTS.list, params.segment);
  const segment = listed.active;
  // A segment's rules wait for the segments: the list is not shown unfiltered meanwhile.
  const pending = params.segment !== "" && listed.state.status !== "ready";
  const filter =
    params.rules ?? (segment && segment.ruleGroup.rules.length > 0 ? segment.ruleGroup : undefined);
  const rules = contactRules(params.search, undefined, filter, params.tag);
  const show = (next: Segment) => go({ segment: next.id, search: "", rules: undefined, tag: "" });
  const segments = useSavedFilters(SEGMENTS, listed, {
    filter: rules,
    onSaved: show,
    onUpdated: show,
    onDeleted,
  });
  return { segments, pending, filter, rules };
}
