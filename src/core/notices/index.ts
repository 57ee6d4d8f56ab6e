export * from "./notice";
