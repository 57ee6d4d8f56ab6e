export { StatusPage } from "./StatusPage";
