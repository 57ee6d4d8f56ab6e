export { BarChart, type BarChartProps, type BarDatum } from "./BarChart";
export { niceScale } from "./scale";
