import type { Contact } from "@core/contacts";
import { myContact } from "@core/contacts/api";
import { setQueryData, useQuery } from "@stores/query";

export interface MyContact {
  /** Undefined until loaded. */
  contact: Contact | undefined;
  /** The load failed (a server error has been shown already). */
  failed: boolean;
  /** Replaces the loaded contact, e.g. with the answer to a PATCH. */
  setContact(contact: Contact): void;
}

const MY_CONTACT = myContact();

/** The signed-in person's own contact, with their profile, from the shared data layer. */
export function useMyContact(): MyContact {
  const state = useQuery(MY_CONTACT);
  return {
    contact: state.status === "ready" ? state.data : undefined,
    failed: state.status === "failed",
    setContact: (contact) => setQueryData(MY_CONTACT, contact),
  };
}
