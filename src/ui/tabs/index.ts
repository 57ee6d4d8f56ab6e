export type { TabLabelProps, TabStatus } from "./TabLabel";
export {
  Tabs,
  type PageTab,
  type PageTabsProps,
  type PanelTab,
  type PanelTabsProps,
  type TabsProps,
} from "./Tabs";
