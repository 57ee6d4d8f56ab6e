export * from "./newsletter";
