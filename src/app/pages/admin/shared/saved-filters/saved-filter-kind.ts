import type { MessageDescriptor } from "@lingui/core";
import type { Struct } from "superstruct";
import type { ApiCall, ApiRead } from "@core/api/call";
import type { SubmitProblem } from "@ui/form";

/** What every saved filter has: the list shows it by name, the address names it by id. */
export interface SavedFilter {
  id: string;
  name: string;
}

/** A way to undo a change by another call, and what its toast says. */
interface UndoCall<Saved> {
  send(saved: Saved): ApiCall<Saved>;
  done(saved: Saved): MessageDescriptor;
  failed: MessageDescriptor;
}

/** A button's text, and its accessible name when the text alone does not say which filter. */
export interface ActionLabel {
  label: MessageDescriptor;
  name?: MessageDescriptor;
}

/**
 * What differs between kinds of saved filter (contact segments, response views): their API
 * calls (whose list is also the query refreshed after a change), the name form's schema and
 * refusals, and their words. `Filter` is what the list is filtered by now; `Body` the name
 * form's checked body.
 */
export interface SavedFilterKind<Saved extends SavedFilter, Filter, Body extends { name: string }> {
  /** What the name forms' ids start with. */
  id: string;
  list: ApiRead<Saved[]>;
  create(body: Body, filter: Filter): ApiCall<Saved>;
  rename(saved: Saved, name: string): ApiCall<Saved>;
  /** Saves the list's filter as `saved`'s. */
  update(saved: Saved, filter: Filter): ApiCall<Saved>;
  remove(saved: Saved): ApiCall<unknown>;
  /** Puts a deleted one back as it was, under its id; without it, a deletion has no Undo. */
  restore?: UndoCall<Saved>;
  /** Puts back the filter an update replaced; without it, an update has no Undo. */
  revert?: UndoCall<Saved>;
  naming: {
    schema: Struct<Body, unknown>;
    /** The body for a (trimmed) name: a new one's (`saved` undefined) or a renamed one's. */
    toBody(name: string, filter: Filter, saved: Saved | undefined): Body;
    /** Refusals said in this kind's own words. */
    explain?(error: unknown): Partial<SubmitProblem<{ name: string }>> | undefined;
  };
  words: {
    /** The button that saves the list's filter as a new one, and its dialog's title. */
    saveAs: MessageDescriptor;
    /** Said in that dialog above the name, e.g. what a new one holds. */
    saveIntro?: MessageDescriptor;
    nameLabel: MessageDescriptor;
    saveSubmit: MessageDescriptor;
    saved(saved: Saved): MessageDescriptor;
    update(saved: Saved): MessageDescriptor;
    updated(saved: Saved): MessageDescriptor;
    updateFailed: MessageDescriptor;
    rename(saved: Saved): ActionLabel;
    delete(saved: Saved): ActionLabel;
    deleteTitle(saved: Saved): MessageDescriptor;
    deleteConfirm: MessageDescriptor;
    /** What goes and what stays. */
    deleteNote: MessageDescriptor;
    deleted(saved: Saved): MessageDescriptor;
    deleteFailed: MessageDescriptor;
  };
}
