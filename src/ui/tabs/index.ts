export { Tabs, type PageTab, type PanelTab } from "./Tabs";
