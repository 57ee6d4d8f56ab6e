import { array, boolean, object, optional, string, type Infer } from "superstruct";
import { Role } from "./roles";

/** The signed-in contact as `GET /contact/me?with=isReviewer` returns it (the fields the app uses). */
export const CurrentUser = object({
  id: string(),
  email: string(),
  firstname: string(),
  lastname: string(),
  displayName: string(),
  activeRoles: array(Role),
  isReviewer: optional(boolean()),
});
export type CurrentUser = Infer<typeof CurrentUser>;
