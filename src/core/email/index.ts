export * from "./template";
