export { StatusPage } from "./StatusPage";
export type { StatusPageProps } from "./StatusPage";
export type { Progress } from "./ProgressBar";
