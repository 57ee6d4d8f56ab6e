export * from "./wait-for-backend";
