export * from "./stats";
