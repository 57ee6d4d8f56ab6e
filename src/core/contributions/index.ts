export * from "./amounts";
export * from "./dates";
export * from "./membership";
export * from "./pay-fee";
export * from "./proration";
export * from "./schemas";
export * from "./state";
export * from "./validate";
