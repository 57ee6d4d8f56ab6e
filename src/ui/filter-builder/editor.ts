import type { NodeDraft } from "./draft";
import type { FilterField } from "./fields";

/** What the parts of the builder share: its fields, its ids, and the changes they ask for. */
export interface Editor {
  fields: readonly FilterField[];
  /** The id of a part of a node (`field`, `condition`, `add-rule`, …), unique on the page. */
  idOf(key: string, part: string): string;
  update(key: string, change: (node: NodeDraft) => NodeDraft): void;
  remove(key: string): void;
  addRule(groupKey: string): void;
  addGroup(groupKey: string): void;
  /** False once the builder holds as many rules as the contract allows. */
  canAddRule: boolean;
}
