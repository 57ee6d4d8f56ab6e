import { exportRead, listRead, read, segment, write, type ListParams } from "../api/call";
import type { RuleGroup } from "../rules/rule";
import type { ActivityList } from "./activity";
import type {
  ContactImport,
  ImportDryRun,
  ImportPreview,
  ImportPreviewBody,
  ImportStatus,
} from "./import";
import type {
  BulkUpdateContacts,
  ContactChangeResult,
  ContactListWith,
  ContactPage,
  ContactSort,
  CreateContact,
} from "./list";
import type { ContactMfa, CreateMfaBody, DeleteMfaBody } from "../auth/mfa";
import type { Contact, ContactRole, UpdateContact, UpdateContactRole } from "./contact";
import type { Role } from "./roles";
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

// Staff: contacts, tags, segments, imports.

export type ContactListParams = ListParams<ContactSort, ContactListWith>;

export const contactList = (params: ContactListParams) => listRead<ContactPage>("contact", params);

/** A contact for staff, with their profile, roles, tags and contribution. */
export const staffContact = (contactId: string) =>
  read<Contact>(`contact/${segment(contactId)}`, {
    with: ["profile", "roles", "tags", "contribution"],
  });

/** Staff change a contact's details, profile or password; answers the updated contact. */
export const updateContact = (contactId: string, body: UpdateContact) =>
  write<Contact>("PATCH", `contact/${segment(contactId)}`, body);

export const deleteContact = (contactId: string) =>
  write("DELETE", `contact/${segment(contactId)}`);

/** Gives a role, or changes its dates; answers the role as stored. */
export const setContactRole = (contactId: string, role: Role, body: UpdateContactRole) =>
  write<ContactRole>("PUT", `contact/${segment(contactId)}/role/${role}`, body);

export const removeContactRole = (contactId: string, role: Role) =>
  write("DELETE", `contact/${segment(contactId)}/role/${role}`);

/** A contact's second factor for staff; no answer when they have none. */
export const contactMfa = (contactId: string) =>
  read<ContactMfa | undefined>(`contact/${segment(contactId)}/mfa`);

/** Staff turn a contact's second factor off; no code needed (it is not their own). */
export const removeContactMfa = (contactId: string, body: DeleteMfaBody) =>
  write("DELETE", `contact/${segment(contactId)}/mfa`, body);

export const createContact = (body: CreateContact) => write<Contact>("POST", "contact", body);

/** Tags on and off every contact the rules match; answers the change to undo. */
export const bulkUpdateContacts = (body: BulkUpdateContacts) =>
  write<ContactChangeResult>("PATCH", "contact", body);

export const undoContactChange = (changeId: string) =>
  write<ContactChangeResult>("POST", `contact/changes/${segment(changeId)}/undo`);

/** The CSV of the contacts the rules match (a download: `fetchExport(call)`). */
export const contactExport = (rules?: RuleGroup) => exportRead<never>("contact.csv", { rules });

export const contactActivity = (contactId: string) =>
  read<ActivityList>(`contact/${segment(contactId)}/activity`);

export const contactImportPreview = (body: ImportPreviewBody) =>
  write<ImportPreview>("POST", "contact-import/preview", body);

export const contactImportDryRun = (body: ContactImport) =>
  write<ImportDryRun>("POST", "contact-import/dry-run", body);

export const startContactImport = (body: ContactImport) =>
  write<{ id: string }>("POST", "contact-import", body);

export const contactImportStatus = (importId: string) =>
  read<ImportStatus>(`contact-import/${segment(importId)}`);
