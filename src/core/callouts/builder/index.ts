// The callout builder's model, framework-free: its values, the conversion from a callout and
// to the request body, slides, the texts a translation covers, what keeps a callout from being
// saved or published, the status actions, and what form.io's builder writes.
export * from "./actions";
export * from "./components";
export * from "./dates";
export * from "./from-callout";
export * from "./new-question";
export * from "./preview";
export * from "./problems";
export * from "./slides";
export * from "./texts";
export * from "./to-callout";
export * from "./values";
