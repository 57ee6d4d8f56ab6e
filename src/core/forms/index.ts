// The callout form model: schema, answers, rules, navigation, translation and display. The
// renderer imports the modules it needs directly, so the frames do not load the rest.
export * from "./answer-structs";
export * from "./answers";
export * from "./component-types";
export * from "./dates";
export * from "./draft";
export * from "./format";
export * from "./integrity";
export * from "./navigation";
export * from "./schema";
export * from "./translate";
export * from "./uploads";
export * from "./validate";
export * from "./validate-answers";
export * from "./walk";
