/**
 * The longest `rules` a list takes in its query string: percent-encoded, JSON takes up to
 * three bytes a character, which keeps the request under Node's 16 KiB header limit. Longer
 * filters go in the body of the list's `POST …/search`. On its own so the frames' API client
 * can read it without the rules' schemas.
 */
export const MAX_RULES_QUERY_LENGTH = 4000;
