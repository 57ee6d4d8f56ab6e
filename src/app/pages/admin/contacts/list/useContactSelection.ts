import { useState } from "react";
import type { RuleGroup } from "@core/rules";
import { NO_SELECTION, type TableSelection } from "@ui/table";
import { EVERY_CONTACT, idRules } from "./rules";

/**
 * The contacts ticked for a bulk action, forgotten when the list's rules change; as rules, and
 * how many (all those listed: the list's total, once known).
 */
export function useContactSelection(rules: RuleGroup | undefined, listTotal: number | undefined) {
  const listKey = JSON.stringify(rules ?? null);
  const [picked, setPicked] = useState({ key: listKey, selection: NO_SELECTION as TableSelection });
  const selection = picked.key === listKey ? picked.selection : NO_SELECTION;
  const chosenIds = selection.kind === "some" ? [...selection.ids] : [];
  return {
    selection,
    select: (next: TableSelection) => setPicked({ key: listKey, selection: next }),
    bulkRules: selection.kind === "all" ? (rules ?? EVERY_CONTACT) : idRules(chosenIds),
    bulkCount: selection.kind === "all" ? listTotal : chosenIds.length,
  };
}
