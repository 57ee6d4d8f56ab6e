import type { Contact } from "./contact";

/** The signed-in contact as `GET /contact/me?with=isReviewer` returns it (the fields the app uses). */
export type CurrentUser = Pick<
  Contact,
  | "id"
  | "email"
  | "firstname"
  | "lastname"
  | "displayName"
  | "joined"
  | "activeRoles"
  | "isReviewer"
>;
