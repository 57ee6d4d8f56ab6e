// Callouts: the callout object and its variants, public response views, responses, the
// status every callout derives from its dates, and the staff's side: reviewers, tags, triage,
// history, comments and saved views. The captcha guests solve to answer is src/core/captcha.
export * from "./callout";
export * from "./history";
export * from "./response";
export * from "./response-view";
export * from "./reviewer";
export * from "./slug";
export * from "./status";
export * from "./stored-text";
export * from "./tag";
export * from "./triage";
export * from "./variant";
export * from "./view";
