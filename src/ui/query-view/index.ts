export { QueryView } from "./QueryView";
