import { useEffect, useState } from "react";
import type { Contact } from "../../../../core/contacts";
import { api } from "../../../../stores/api";

export interface MyContact {
  /** Undefined until loaded. */
  contact: Contact | undefined;
  /** The load failed (a server error has been shown already). */
  failed: boolean;
  /** Replaces the loaded contact, e.g. with the answer to a PATCH. */
  setContact(contact: Contact): void;
}

/** The signed-in person's own contact, with their profile. */
export function useMyContact(): MyContact {
  const [contact, setContact] = useState<Contact>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    api.get<Contact>("contact/me", { with: "profile" }, controller.signal).then(setContact, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, []);
  return { contact, failed, setContact };
}
