export * from "./contact";
export * from "./current-user";
export * from "./profile";
export * from "./roles";
export * from "./fields";
export * from "./list";
export * from "./activity";
export * from "./import";
