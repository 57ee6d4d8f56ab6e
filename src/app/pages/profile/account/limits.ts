// The longest values the server stores (src/core/contacts/profile.ts): checked in the form too,
// so that a long entry gets a message next to its field rather than a refused request.
export const ADDRESS_LINE_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;
export const POSTCODE_MAX_LENGTH = 20;
