// Filters of list endpoints (contract 1.5, 1.6): the rule format, filter tables and checks.
// The server compiles checked groups to SQL in server/services/rules.
export * from "./dates";
export * from "./errors";
export * from "./fields";
export * from "./operators";
export * from "./page";
export * from "./parse";
export * from "./rule";
export * from "./tables";
export * from "./validate";
