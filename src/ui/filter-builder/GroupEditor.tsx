import { useLingui } from "@lingui/react/macro";
import { Button } from "../button";
import { control } from "../form/fieldStyles";
import { canNest, type GroupDraft } from "./draft";
import type { Editor } from "./editor";
import { RowControl } from "./RowControl";
import { RuleEditor } from "./RuleEditor";
import * as styles from "./styles";

const plus = (
  <span aria-hidden="true" className={styles.plus}>
    +
  </span>
);

export interface GroupEditorProps {
  group: GroupDraft;
  /** The root is 1. */
  depth: number;
  /** From 1, among the groups of its parent; none for the root. */
  position?: number;
  count?: number;
  editor: Editor;
}

/**
 * A group: whether its items must all match or any one, its rules and groups with "and" or
 * "or" between them, and buttons to add more. A nested group is a titled card that can be
 * removed; the root is the builder itself.
 */
export function GroupEditor({ group, depth, position, count, editor }: GroupEditorProps) {
  const { t } = useLingui();
  const nested = position !== undefined;
  const titleId = editor.idOf(group.key, "title");
  const ruleCount = group.items.filter((item) => item.kind === "rule").length;
  const groupCount = group.items.length - ruleCount;
  // Rules and groups are counted apart: "Rule 2 of 3", "Group 1 of 1".
  const positions = group.items.map(
    (item, index) =>
      group.items.slice(0, index + 1).filter((other) => other.kind === item.kind).length,
  );
  const joiner =
    group.condition === "AND"
      ? t({ context: "between filter rules", message: "and" })
      : t({ context: "between filter rules", message: "or" });

  const body = (
    <>
      <RowControl
        id={editor.idOf(group.key, "condition")}
        label={t`Match`}
        className={styles.conditionField}
      >
        {(attributes) => (
          <select
            {...attributes}
            className={control}
            value={group.condition}
            onChange={(event) =>
              editor.update(group.key, (node) =>
                node.kind === "group"
                  ? { ...node, condition: event.target.value === "OR" ? "OR" : "AND" }
                  : node,
              )
            }
          >
            <option value="AND">{t`All of these rules`}</option>
            <option value="OR">{t`Any of these rules`}</option>
          </select>
        )}
      </RowControl>
      {group.items.length === 0 ? (
        <p className={styles.empty}>
          {nested ? t`This group has no rules yet.` : t`No rules yet: nothing is filtered out.`}
        </p>
      ) : (
        <div className={styles.items}>
          {group.items.map((item, index) => (
            <div key={item.key} className={styles.items}>
              {index > 0 && (
                // The "Match" menu says it for screen readers; this is for the eye.
                <p className={styles.joiner} aria-hidden="true">
                  {joiner}
                </p>
              )}
              {item.kind === "rule" ? (
                <RuleEditor
                  rule={item}
                  position={positions[index] ?? 1}
                  count={ruleCount}
                  editor={editor}
                />
              ) : (
                <GroupEditor
                  group={item}
                  depth={depth + 1}
                  position={positions[index] ?? 1}
                  count={groupCount}
                  editor={editor}
                />
              )}
            </div>
          ))}
        </div>
      )}
      <div className={styles.actions}>
        <Button
          id={editor.idOf(group.key, "add-rule")}
          variant="primaryOutlined"
          size="sm"
          icon={plus}
          disabled={!editor.canAddRule}
          onClick={() => editor.addRule(group.key)}
        >
          {t`Add rule`}
        </Button>
        {canNest(depth) && (
          <Button
            variant="greyOutlined"
            size="sm"
            icon={plus}
            disabled={!editor.canAddRule}
            onClick={() => editor.addGroup(group.key)}
          >
            {t`Add group`}
          </Button>
        )}
      </div>
    </>
  );

  if (!nested) return body;
  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <div className={styles.header}>
        <p id={titleId} className={styles.title}>
          {t`Group ${position} of ${count}`}
        </p>
        <Button
          variant="dangerText"
          size="sm"
          aria-label={t`Remove group ${position}`}
          onClick={() => editor.remove(group.key)}
        >
          {t`Remove group`}
        </Button>
      </div>
      {body}
    </div>
  );
}
