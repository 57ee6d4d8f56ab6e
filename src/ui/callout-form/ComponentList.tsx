import { css, cx } from "@linaria/core";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { SlideAnswers } from "../../core/forms/answer-structs";
import { ownValue } from "../../core/forms/answers";
import type { FormComponent } from "../../core/forms/schema";
import { isForReaders, isInputComponent } from "../../core/forms/walk";
import { field, fieldset, label as labelClass } from "../form/fieldStyles";
import { ContentBlock } from "./ContentBlock";
import { FieldInput } from "./FieldInput";

export interface ComponentListProps {
  components: readonly FormComponent[];
  answers: SlideAnswers | undefined;
  errors: Record<string, MessageDescriptor>;
  /** The id of a component's control, from its key. */
  fieldId(key: string): string;
  onChange(key: string, value: unknown): void;
}

const well = css`
  padding: 1rem;
  border-radius: 0.25rem;
  background-color: rgb(var(--c-grey-lighter));
`;

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

/** A group of questions under a legend; without a title, just the questions. */
function Group({
  title,
  boxed,
  children,
}: {
  title?: string | null;
  boxed?: boolean;
  children: ReactNode;
}) {
  const className = cx(stack, boxed && well);
  if (!title) return <div className={className}>{children}</div>;
  return (
    <fieldset className={cx(fieldset, field, className)}>
      <legend className={labelClass}>{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A slide's components in order: content as sanitised HTML, panels, wells and tabs as groups
 * (tabs one after the other: a reader should not miss questions behind a tab), and each input
 * readers answer. Hidden and admin-only components are left out.
 */
export function ComponentList(props: ComponentListProps) {
  const { i18n } = useLingui();
  const render = (component: FormComponent, index: number): ReactNode => {
    if (!isForReaders(component)) return null;
    const key = component.key ?? String(index);
    switch (component.type) {
      case "content":
        return component.html ? <ContentBlock key={key} html={component.html} /> : null;
      case "panel":
      case "well":
        return (
          <Group
            key={key}
            title={component.title || component.label}
            boxed={component.type === "well"}
          >
            {component.components.map(render)}
          </Group>
        );
      case "tabs":
        return component.components.map((tab, tabIndex) => (
          <Group key={`${key}-${tab.key ?? tabIndex}`} title={tab.label}>
            {tab.components.map(render)}
          </Group>
        ));
    }
    if (!isInputComponent(component)) return null;
    const error = props.errors[component.key];
    return (
      <FieldInput
        key={key}
        component={component}
        id={props.fieldId(component.key)}
        label={component.label || component.key}
        hint={component.description ?? undefined}
        required={Boolean(component.validate?.required)}
        error={error && i18n._(error)}
        value={ownValue(props.answers, component.key)}
        onChange={(value) => props.onChange(component.key, value)}
      />
    );
  };
  return <>{props.components.map(render)}</>;
}
