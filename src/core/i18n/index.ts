export * from "./catalog";
export * from "./locales";
