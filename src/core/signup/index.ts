export * from "./signup";
