// Rule groups checked by src/core/rules, compiled to parameterised SQL; paging and sorting.
export * from "./columns";
export * from "./compile";
export * from "./paging";
