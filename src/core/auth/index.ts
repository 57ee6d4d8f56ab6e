export * from "./info";
export * from "./login";
export * from "./mfa";
