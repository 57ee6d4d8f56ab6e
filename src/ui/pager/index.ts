export { Pager } from "./Pager";
