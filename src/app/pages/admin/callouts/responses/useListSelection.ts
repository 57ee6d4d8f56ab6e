import { useState } from "react";
import { NO_SELECTION, type TableSelection } from "@ui/table";
import type { RuleGroup } from "@core/rules";

/** The responses ticked in the list of `rules`: another bucket or filter starts afresh. */
export function useListSelection(rules: RuleGroup) {
  const listKey = JSON.stringify(rules);
  const [picked, setPicked] = useState<{ key: string; selection: TableSelection }>({
    key: listKey,
    selection: NO_SELECTION,
  });
  const selection = picked.key === listKey ? picked.selection : NO_SELECTION;
  const select = (next: TableSelection) => setPicked({ key: listKey, selection: next });
  return { selection, select };
}
