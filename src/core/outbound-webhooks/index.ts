export * from "./outbound-webhooks";
