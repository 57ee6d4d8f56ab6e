export { StatusLabel, type StatusTone } from "./StatusLabel";
