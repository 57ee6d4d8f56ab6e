import { read, segment, write } from "../api/call";
import type { ContactTag, ContactTagDeleted, CreateContactTag, UpdateContactTag } from ".";

export const contactTagList = () => read<ContactTag[]>("contact-tags", { with: "contactCount" });

export const createContactTag = (body: CreateContactTag) =>
  write<ContactTag>("POST", "contact-tags", body);

export const updateContactTag = (tagId: string, body: UpdateContactTag) =>
  write<ContactTag>("PATCH", `contact-tags/${segment(tagId)}`, body);

export const deleteContactTag = (tagId: string) =>
  write<ContactTagDeleted>("DELETE", `contact-tags/${segment(tagId)}`);
