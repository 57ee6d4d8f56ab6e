import { read, write } from "../api/call";
import type { ContactMfa, CreateMfaBody, DeleteMfaBody } from "../auth/mfa";
import type { Contact, UpdateContact } from "./contact";
import type { CurrentUser } from "./current-user";

/** Who is signed in (a 401 for nobody), as every dashboard page starts from. */
export const currentUser = () => read<CurrentUser>("contact/me", { with: "isReviewer" });

/** The signed-in person's own contact with their profile, for their account page. */
export const myContact = () => read<Contact>("contact/me", { with: "profile" });

/** Answers the updated contact (with its profile when the change touched it). */
export const updateMyContact = (body: UpdateContact) => write<Contact>("PATCH", "contact/me", body);

/** The signed-in person's second factor; no answer when they have none. */
export const myMfa = () => read<ContactMfa | undefined>("contact/me/mfa");

export const createMyMfa = (body: CreateMfaBody) => write("POST", "contact/me/mfa", body);

export const deleteMyMfa = (body: DeleteMfaBody) => write("DELETE", "contact/me/mfa", body);
