import { css, cx } from "@linaria/core";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { SlideAnswers } from "@core/forms/answer-structs";
import { ownValue } from "@core/forms/answers";
import type { FormComponent } from "@core/forms/schema";
import { flattenComponents, isForReaders, isInputComponent } from "@core/forms/walk";
import { fieldset, label as labelClass } from "../form/fieldStyles";
import { lazyComponent } from "../lazy";
import { Heading, type HeadingLevel } from "../typography/Heading";
import { ContentBlock } from "./ContentBlock";
import { FieldInput } from "./FieldInput";
import type { TabsProps } from "./Tabs";

export interface ComponentListProps {
  components: readonly FormComponent[];
  answers: SlideAnswers | undefined;
  errors: Record<string, MessageDescriptor>;
  /** The id of a component's control, from its key. */
  fieldId(key: string): string;
  /** The level of the headings of panels and wells: one below the slide's title. */
  headingLevel: HeadingLevel;
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

const legend = css`
  margin-bottom: 0.75rem;
  padding: 0;
`;

/**
 * A group of questions under a heading, which also names the group (its legend); without a
 * title, just the questions.
 */
function Group({
  title,
  level,
  boxed,
  children,
}: {
  title?: string | null;
  level: HeadingLevel;
  boxed?: boolean;
  children: ReactNode;
}) {
  const className = cx(stack, boxed && well);
  if (!title) return <div className={className}>{children}</div>;
  return (
    <fieldset className={cx(fieldset, className)}>
      <legend className={legend}>
        <Heading level={level} size="sm">
          {title}
        </Heading>
      </legend>
      {children}
    </fieldset>
  );
}

/** Until the tabs' code arrives, their questions show one tab after the other. */
function StackedTabs({ tabs }: TabsProps) {
  return (
    <>
      {tabs.map((item, index) => (
        <div key={index} className={stack}>
          <p className={labelClass}>{item.label}</p>
          {item.content}
        </div>
      ))}
    </>
  );
}

// Few callouts have tabs: their code loads when a slide shows some.
const Tabs = lazyComponent(() => import("./Tabs").then((module) => module.Tabs), StackedTabs);

/**
 * A slide's components in order: content as sanitised HTML, panels and wells as groups under a
 * heading, tabs as tabs, and each input readers answer. Hidden and admin-only components are
 * left out.
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
            level={props.headingLevel}
            boxed={component.type === "well"}
          >
            {component.components.map(render)}
          </Group>
        );
      case "tabs":
        return (
          <Tabs
            key={key}
            id={props.fieldId(key)}
            tabs={component.components.map((tab) => ({
              label: tab.label || tab.key || "",
              invalid: flattenComponents(tab.components).some(
                (inner) => isInputComponent(inner) && Boolean(props.errors[inner.key]),
              ),
              content: tab.components.map(render),
            }))}
          />
        );
      default:
        break; // inputs, below
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
