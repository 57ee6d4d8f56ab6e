export * from "./webhooks";
