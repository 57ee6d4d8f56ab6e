export { FilterBuilder } from "./FilterBuilder";
export { describeFields } from "./fields";
export type { FilterField } from "./fields";
