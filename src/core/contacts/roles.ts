import { enums, type Infer } from "superstruct";
import { ROLES } from "./has-role";

export { ROLES, hasRole } from "./has-role";
export const Role = enums(ROLES);
export type Role = Infer<typeof Role>;
