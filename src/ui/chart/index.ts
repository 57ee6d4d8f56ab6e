export { BarChart, type BarDatum } from "./BarChart";
