export * from "./join";
