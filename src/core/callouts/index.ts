// Callouts: the callout object and its variants, public response views, responses, the
// captcha challenge, and the status every callout derives from its dates.
export * from "./callout";
export * from "./captcha";
export * from "./response";
export * from "./response-view";
export * from "./slug";
export * from "./status";
export * from "./variant";
