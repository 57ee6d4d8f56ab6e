export * from "./duration";
export * from "./flow-params";
export * from "./payment";
export * from "./test-provider";
