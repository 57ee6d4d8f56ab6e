import type { CalloutStatus, CalloutSort, CalloutWith } from "@core/callouts";
import type { ValidRuleGroup } from "@core/rules";
import type { CalloutRecord, VariantRecord } from "./serialise";
import type { StaffViewer } from "./staff";

/**
 * Who is looking: admins see every callout, reviewers also the callouts they review (drafts
 * included); `contactId` is for `hasAnswered` and reviewing.
 */
export type CalloutViewer = StaffViewer;

export interface CalloutReadOptions {
  with?: readonly CalloutWith[];
  /** The language of the texts; `default` when left out. */
  variant?: string;
}

export interface CalloutListOptions extends CalloutReadOptions {
  limit: number;
  offset: number;
  sort: CalloutSort;
  order: "ASC" | "DESC";
  /** A checked `rules` filter (src/core/rules) on the callouts table's fields. */
  rules?: ValidRuleGroup | undefined;
}

/** The default variant's texts a callout's pages show before they load it. */
export type MainTexts = Pick<
  VariantRecord,
  "title" | "excerpt" | "shareTitle" | "shareDescription"
>;

export interface FoundRow {
  record: CalloutRecord;
  /** Null should the default variant be lost. */
  main: MainTexts | null;
}

/** What the head of a callout's pages says of it: its default texts, image and listing. */
export interface CalloutSummary extends MainTexts {
  slug: string;
  image: string;
  hidden: boolean;
}

/** A callout as found for answering it: the stored record and its status now. */
export interface CalloutFound {
  record: CalloutRecord;
  status: CalloutStatus;
  /** The default variant's title, for emails. */
  title: string;
}
