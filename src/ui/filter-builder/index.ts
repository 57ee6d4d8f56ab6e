export { FilterBuilder } from "./FilterBuilder";
export type { FilterBuilderProps, FilterBuilderState } from "./FilterBuilder";
export { describeFields, filterTableOf } from "./fields";
export type { FilterField, FilterFieldDetails } from "./fields";
export { operatorLabel } from "./labels";
