import { CONTACT_SORTS, type ContactSort } from "@core/contacts/list";
import {
  pageParam,
  sortParam,
  textParam,
  type ListParam,
  type ListParams,
} from "@app/router/list-params";
import { rulesParam } from "../../shared/rules-param";

/** Contacts per page. */
export const CONTACT_PAGE_SIZE = 25;

/** The columns a person may hide, by id. */
export const HIDEABLE_CONTACT_COLUMNS = [
  "email",
  "contributionMonthlyAmount",
  "joined",
  "membershipStarts",
  "roles",
] as const;

/** Hidden columns as `?hide=email,roles`: unknown ids are dropped, none hidden is the default. */
const hiddenColumnsParam = (): ListParam<string[]> => ({
  parse: (raw) =>
    (raw ?? "")
      .split(",")
      .filter((id) => (HIDEABLE_CONTACT_COLUMNS as readonly string[]).includes(id)),
  format: (value) => (value.length > 0 ? value.join(",") : undefined),
});

/** The contacts list in the address: search, filter, segment, order and page. */
export const CONTACT_LIST_PARAMS = {
  search: textParam(),
  rules: rulesParam(),
  /**
   * A segment's id: its rules are the filter, unless `rules` holds them as edited since (the
   * filter panel shows the segment's own until then).
   */
  segment: textParam(),
  /** A tag's id: the quick "Tagged with" filter, which joins the rules. */
  tag: textParam(),
  sort: sortParam<ContactSort>(CONTACT_SORTS, { column: "joined", order: "DESC" }),
  page: pageParam(),
  /** Columns left out by the column chooser. */
  hide: hiddenColumnsParam(),
};
export type ContactListState = ListParams<typeof CONTACT_LIST_PARAMS>;

export const isContactSort = (column: string): column is ContactSort =>
  (CONTACT_SORTS as readonly string[]).includes(column);
