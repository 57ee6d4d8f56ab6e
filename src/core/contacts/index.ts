export * from "./current-user";
export * from "./roles";
