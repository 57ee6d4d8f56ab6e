import { cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { MAX_RULES, type RuleGroup } from "@core/rules";
import { visuallyHidden } from "../styles";
import {
  appendTo,
  countRules,
  emptyGroup,
  emptyRule,
  fromDraft,
  locate,
  removeNode,
  toDraft,
  updateNode,
  type GroupDraft,
  type NodeDraft,
} from "./draft";
import type { Editor } from "./editor";
import type { FilterField } from "./fields";
import { GroupEditor } from "./GroupEditor";
import { builder } from "./styles";

export interface FilterBuilderState {
  /** Every rule on screen is whole and in the group; false while one is still being edited. */
  complete: boolean;
}

export interface FilterBuilderProps {
  /** The fields rules can be on, in the order the field menu lists them. */
  fields: readonly FilterField[];
  /** The rule group to edit (the contract's `rules`). */
  value: RuleGroup;
  /**
   * The rule group as edited: always one the fields' filter table accepts (rules still being
   * edited, and groups left empty by them, are left out), with whether any were. Called when
   * either changes.
   */
  onChange(group: RuleGroup, state: FilterBuilderState): void;
  /** Names the builder for screen readers, e.g. "Filter contacts". Already translated. */
  label: string;
  /** Prefix of the builder's ids; generated if unset. */
  id?: string;
  className?: string;
}

const keyOf = (group: RuleGroup, complete: boolean) => `${complete}:${JSON.stringify(group)}`;

/**
 * Edits a rule group (contract 1.6) over a description of fields: rules of field, comparison
 * and value(s), in groups whose items must all match or any one, nested as deep as the
 * contract allows. Incomplete rules stay on screen with what they lack and are not emitted.
 *
 * A new `value` from outside (one this builder did not emit) replaces what is on screen; to
 * throw away rules still being edited, give the builder a new `key`.
 */
export function FilterBuilder({
  fields,
  value,
  onChange,
  label,
  id,
  className,
}: FilterBuilderProps) {
  const { t } = useLingui();
  const generated = useId();
  const base = id ?? generated;
  const [root, setRoot] = useState<GroupDraft>(() => toDraft(value, fields));
  const [announcement, setAnnouncement] = useState("");
  const incoming = JSON.stringify(value);
  const [seen, setSeen] = useState(() => ({
    value: incoming,
    emitted: keyOf(value, fromDraft(root, fields).complete),
  }));
  if (incoming !== seen.value) {
    // The page changed the group (a reset, a saved filter): show it, unless it is our own.
    setSeen({ ...seen, value: incoming });
    if (!seen.emitted.endsWith(`:${incoming}`)) setRoot(toDraft(value, fields));
  }

  // Where focus goes once a change has rendered: a new rule's field, or what took a removed
  // rule's place.
  const focusNext = useRef<string | undefined>(undefined);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = undefined;
    document.getElementById(target)?.focus();
  });

  const idOf = (key: string, part: string) => `${base}-${key}-${part}`;
  /** The first control of a node: a rule's field menu, a group's "Match" menu. */
  const entryOf = (node: NodeDraft) => idOf(node.key, node.kind === "rule" ? "field" : "condition");

  const commit = (next: GroupDraft, focus?: string) => {
    setRoot(next);
    focusNext.current = focus;
    const { group, complete } = fromDraft(next, fields);
    const key = keyOf(group, complete);
    if (key === seen.emitted) return;
    setSeen({ ...seen, emitted: key });
    onChange(group, { complete });
  };

  const editor: Editor = {
    fields,
    idOf,
    canAddRule: countRules(root) < MAX_RULES,
    update: (key, change) => commit(updateNode(root, key, change)),
    addRule(groupKey) {
      const rule = emptyRule();
      setAnnouncement("");
      commit(appendTo(root, groupKey, rule), entryOf(rule));
    },
    addGroup(groupKey) {
      const group = emptyGroup();
      setAnnouncement("");
      commit(appendTo(root, groupKey, group), entryOf(group.items[0] as NodeDraft));
    },
    remove(key) {
      const place = locate(root, key);
      if (!place) return;
      const { parent, index } = place;
      const removed = parent.items[index] as NodeDraft;
      const position = parent.items
        .slice(0, index + 1)
        .filter((item) => item.kind === removed.kind).length;
      // The next item takes its place; after the last, the one before; else the add button.
      const neighbour = parent.items[index + 1] ?? parent.items[index - 1];
      setAnnouncement(
        removed.kind === "rule" ? t`Rule ${position} removed.` : t`Group ${position} removed.`,
      );
      commit(removeNode(root, key), neighbour ? entryOf(neighbour) : idOf(parent.key, "add-rule"));
    },
  };

  return (
    <div role="group" aria-label={label} id={base} className={cx(builder, className)}>
      <GroupEditor group={root} depth={1} editor={editor} />
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
