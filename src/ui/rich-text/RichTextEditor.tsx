import { cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { describedBy, useFieldIds } from "../form/fieldIds";
import { FieldError, FieldHint, RequiredMark } from "../form/FieldParts";
import { field as fieldClass, label as labelClass } from "../form/fieldStyles";
import { lazyComponent } from "../lazy";
import type { EditorProps, RichTextHandle } from "./Editor";
import { frame, waiting } from "./styles";

export interface RichTextEditorProps {
  label: ReactNode;
  /** HTML, as the editor writes it (or any: it keeps what it can hold). */
  value: string;
  /** The text as HTML the sanitiser accepts unchanged; "" when it is empty. */
  onChange(html: string): void;
  hint?: ReactNode;
  /** An already translated message; marks the field invalid and is read with it. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown in the empty editor. */
  placeholder?: string;
  /** The text's id, so an error summary's link can focus it. */
  id?: string;
  className?: string;
  /** Filled once the editor has loaded: what a page may do to the text from outside it. */
  handleRef?: { current: RichTextHandle | null };
  /** The text got focus (to know which field an insertion is for). */
  onFocus?(): void;
}

/** The editor's place while its code loads. */
function Waiting() {
  const { t } = useLingui();
  return <div className={cx(frame, waiting)}>{t`Loading the editor…`}</div>;
}

// The fallback is called, not rendered: it hands over a component of its own, whose hooks
// are not the lazy wrapper's.
const LazyEditor = lazyComponent(
  () => import("./Editor").then((module) => module.Editor),
  () => <Waiting />,
);

/**
 * Rich text for what staff write (callout intros and thank-you texts, email bodies, notices):
 * bold, italic, links, headings 2 and 3, lists and quotes, from a toolbar or shortcuts, with
 * pasted text cleaned to the same. A field like the others: label, hint and error, its value
 * an HTML string. The editor's code loads when it first shows.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  disabled,
  placeholder,
  id,
  className,
  handleRef,
  onFocus,
}: RichTextEditorProps) {
  const ids = useFieldIds(id);
  const labelId = `${ids.id}-label`;
  const editor: EditorProps = {
    id: ids.id,
    labelId,
    describedBy: describedBy(ids, { hint: Boolean(hint), error: Boolean(error) }),
    value,
    onChange,
    invalid: Boolean(error),
    required,
    disabled,
    placeholder,
    handleRef,
    onFocus,
  };
  return (
    <div className={cx(fieldClass, className)}>
      {/* A <label> names only form controls: the text is named by this one's id. Clicking it
          still moves to the text, as a label's click does. */}
      <span
        id={labelId}
        className={labelClass}
        onClick={() => document.getElementById(ids.id)?.focus()}
      >
        {label}
        {required && <RequiredMark />}
      </span>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <LazyEditor {...editor} />
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
