import { segment, write } from "../api/call";

/** Confirms a new email address from the link sent to it. */
export const confirmEmailChange = (id: string) => write("PUT", `email-change/${segment(id)}`, {});
