export { Spinner } from "./Spinner";
