import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import type { Callout } from "../../../../../core/callouts/callout";
import { Button } from "../../../../../ui/button";
import { control, hint, label } from "../../../../../ui/form/fieldStyles";
import { visuallyHidden } from "../../../../../ui/styles";
import { Heading, Text } from "../../../../../ui/typography";
import { card } from "../../../card";
import { embedSnippet } from "./snippet";

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

/** The snippet for an article, with a button that copies it. */
export function EmbedSnippet({ callout, headingId }: { callout: Callout; headingId: string }) {
  const { t } = useLingui();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const snippet = embedSnippet(callout, location.origin);

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
    <section className={card} aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        {t`Embed in an article`}
      </Heading>
      <div className={field}>
        <label className={label} htmlFor={id}>
          {t`Snippet`}
        </label>
        <p id={`${id}-hint`} className={hint}>
          {callout.status === "open"
            ? t`Paste it into your article's HTML. Readers answer right there; without JavaScript they get a link to the callout.`
            : t`Paste it into your article's HTML. Readers see the callout there once it is open.`}
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
    </section>
  );
}
