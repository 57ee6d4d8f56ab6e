export { allOf } from "./all-of";
export { QueryView } from "./QueryView";
