/** What the contacts' routes share. */
export const TAG = "Contacts";
export const ME = "`id` is a contact's id, or `me` for the caller's own contact.";
export const SELF_OR_ADMIN = { config: { access: "selfOrAdmin" as const } };
export const ADMIN = { config: { access: "admin" as const } };
