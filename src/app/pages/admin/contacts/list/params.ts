import { CONTACT_SORTS, type ContactSort } from "../../../../../core/contacts/list";
import { pageParam, sortParam, textParam, type ListParams } from "../../../../router/list-params";
import { rulesParam } from "../../callouts/responses/params";

/** Contacts per page. */
export const CONTACT_PAGE_SIZE = 25;

/** The contacts list in the address: search, filter, segment, order and page. */
export const CONTACT_LIST_PARAMS = {
  search: textParam(),
  rules: rulesParam(),
  /** A segment's id: its rules join the filter. */
  segment: textParam(),
  sort: sortParam<ContactSort>(CONTACT_SORTS, { column: "joined", order: "DESC" }),
  page: pageParam(),
};
export type ContactListState = ListParams<typeof CONTACT_LIST_PARAMS>;

export const isContactSort = (column: string): column is ContactSort =>
  (CONTACT_SORTS as readonly string[]).includes(column);
