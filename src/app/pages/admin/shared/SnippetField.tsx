import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@ui/button";
import { control, hint as hintClass, label as labelClass } from "@ui/form/fieldStyles";
import { visuallyHidden } from "@ui/styles";
import { Text } from "@ui/typography";

const code = css`
  min-height: 8rem;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125rem;
  line-height: 1.5;
  resize: vertical;
`;

const field = css`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;

/**
 * An embed snippet for an article, with a button that copies it. The result is announced;
 * where the browser does not let us copy, the snippet is selected to copy by hand.
 */
export function SnippetField({ snippet, hint }: { snippet: string; hint: ReactNode }) {
  const { t } = useLingui();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), 3000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setState("copied");
    } catch {
      area.current?.select();
      setState("failed");
    }
  };

  return (
    <>
      <div className={field}>
        <label className={labelClass} htmlFor={id}>
          {t`Snippet`}
        </label>
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
        <textarea
          ref={area}
          id={id}
          className={cx(control, code)}
          aria-describedby={`${id}-hint`}
          value={snippet}
          readOnly
          spellCheck={false}
          rows={5}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div>
        <Button variant="primaryOutlined" onClick={() => void copy()}>
          {state === "copied" ? t`Copied` : t`Copy the snippet`}
        </Button>
      </div>
      <Text
        as="div"
        size="sm"
        role="status"
        className={state === "failed" ? undefined : visuallyHidden}
      >
        {state === "copied" && t`The snippet is copied to the clipboard.`}
        {state === "failed" &&
          t`Your browser didn't let us copy. The snippet is selected: copy it with your keyboard or menu.`}
      </Text>
    </>
  );
}
