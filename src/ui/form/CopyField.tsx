import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "../button";
import { visuallyHidden } from "../styles";
import { Field, useField } from "./Field";
import { control, hint as hintClass } from "./fieldStyles";

export interface CopyFieldProps {
  label: ReactNode;
  /** What the field shows, e.g. a key in groups of four. */
  value: string;
  /** What the button copies, when it differs from what is shown. */
  copyValue?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
}

const row = css`
  display: flex;
  gap: 0.5rem;
  align-items: stretch;
`;

const mono = css`
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
  letter-spacing: 0.02em;
`;

type CopyState = "idle" | "copied" | "failed";

/**
 * A read-only value with a Copy button: a key or secret to take elsewhere. The result is
 * announced; where the browser does not allow copying (a page not served over https), the text
 * is selected so it can be copied by hand.
 */
export function CopyField({ label, value, copyValue, hint, id, className }: CopyFieldProps) {
  const { t } = useLingui();
  const { field, control: aria } = useField({ label, hint, id, className });
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), 3000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyValue ?? value);
      setState("copied");
    } catch {
      input.current?.select();
      setState("failed");
    }
  };

  return (
    <Field {...field}>
      <div className={row}>
        <input
          ref={input}
          {...aria}
          className={cx(control, mono)}
          value={value}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="primaryOutlined" onClick={copy}>
          {state === "copied" ? t`Copied` : t`Copy`}
        </Button>
      </div>
      <p role="status" className={state === "failed" ? hintClass : visuallyHidden}>
        {state === "copied" && t`Copied to the clipboard.`}
        {state === "failed" &&
          t`Your browser didn't let us copy. The text is selected: copy it with your keyboard or menu.`}
      </p>
    </Field>
  );
}
