import { useLingui } from "@lingui/react/macro";
import { operatorArity, operatorsFor, type Operator } from "@core/rules";
import { Button } from "../button";
import { control } from "../form/fieldStyles";
import {
  checkRule,
  findFilterField,
  withField,
  withOperator,
  type RuleDraft,
  type Slot,
} from "./draft";
import type { Editor } from "./editor";
import type { FilterField } from "./fields";
import { operatorLabel } from "./labels";
import { RowControl } from "./RowControl";
import * as styles from "./styles";
import { ValueInput } from "./ValueInput";

interface FieldGroup {
  label: string | undefined;
  fields: FilterField[];
}

/** Fields under their headings, in the order the headings first come. */
function byGroup(fields: readonly FilterField[]): FieldGroup[] {
  const groups: FieldGroup[] = [];
  for (const field of fields) {
    const group = groups.find((candidate) => candidate.label === field.group);
    if (group) group.fields.push(field);
    else groups.push({ label: field.group, fields: [field] });
  }
  return groups;
}

function FieldOptions({ fields }: { fields: readonly FilterField[] }) {
  return fields.map((field) => (
    <option key={field.id} value={field.id}>
      {field.label}
    </option>
  ));
}

export interface RuleEditorProps {
  rule: RuleDraft;
  /** From 1, among the rules of its group. */
  position: number;
  count: number;
  editor: Editor;
}

/** One rule: a titled group of field, comparison and value(s), and its remove button. */
export function RuleEditor({ rule, position, count, editor }: RuleEditorProps) {
  const { t, i18n } = useLingui();
  const { fields } = editor;
  const field = findFilterField(fields, rule.field);
  const { problems } = checkRule(rule, fields);
  const problemAt = (slot: Slot) => problems.find((problem) => problem.slot === slot);
  const titleId = editor.idOf(rule.key, "title");
  const update = (next: RuleDraft) => editor.update(rule.key, () => next);
  const operators = field ? operatorsFor(field) : [];
  const arity = rule.operator ? operatorArity(rule.operator) : 0;

  return (
    <div role="group" aria-labelledby={titleId} className={styles.rule}>
      <div className={styles.header}>
        <p id={titleId} className={styles.title}>
          {t`Rule ${position} of ${count}`}
        </p>
        <Button
          variant="dangerText"
          size="sm"
          aria-label={t`Remove rule ${position}`}
          onClick={() => editor.remove(rule.key)}
        >
          {t`Remove`}
        </Button>
      </div>
      <div className={styles.row}>
        <RowControl
          id={editor.idOf(rule.key, "field")}
          label={t`Field`}
          problem={problemAt("field")}
        >
          {(attributes) => (
            <select
              {...attributes}
              className={control}
              value={rule.field}
              onChange={(event) =>
                update(withField(rule, findFilterField(fields, event.target.value)))
              }
            >
              <option value="">{t`Choose a field`}</option>
              {rule.field !== "" && !field && (
                // A rule from elsewhere on a field this list does not offer: shown, not chosen.
                <option value={rule.field} disabled>
                  {rule.field}
                </option>
              )}
              {byGroup(fields).map((group) =>
                group.label === undefined ? (
                  <FieldOptions key="" fields={group.fields} />
                ) : (
                  <optgroup key={group.label} label={group.label}>
                    <FieldOptions fields={group.fields} />
                  </optgroup>
                ),
              )}
            </select>
          )}
        </RowControl>
        {field && (
          <RowControl
            id={editor.idOf(rule.key, "operator")}
            label={t`Comparison`}
            problem={problemAt("operator")}
          >
            {(attributes) => (
              <select
                {...attributes}
                className={control}
                value={rule.operator}
                onChange={(event) =>
                  update(withOperator(rule, event.target.value as Operator | "", field))
                }
              >
                {rule.operator === "" && <option value="">{t`Choose a comparison`}</option>}
                {operators.map((operator) => (
                  <option key={operator} value={operator}>
                    {field.operatorLabels?.[operator] ??
                      i18n._(operatorLabel(field.type, operator))}
                  </option>
                ))}
              </select>
            )}
          </RowControl>
        )}
        {field && arity > 0 && (
          <div className={styles.values}>
            {rule.values.map((value, index) => (
              <ValueInput
                key={index}
                field={field}
                id={editor.idOf(rule.key, `value-${index}`)}
                label={arity === 2 ? (index === 0 ? t`From` : t`To`) : t`Value`}
                value={value}
                problem={problemAt(index === 0 ? 0 : 1)}
                onChange={(next) =>
                  update({
                    ...rule,
                    values: rule.values.map((old, at) => (at === index ? next : old)),
                  })
                }
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
