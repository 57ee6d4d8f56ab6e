import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type KeyboardEvent } from "react";
import { Button } from "../button";
import { Dialog } from "../dialog";
import { TextField, formActions } from "../form";
import { hrefFromInput } from "./links";
import { linkFields } from "./styles";

export interface LinkDialogProps {
  /** The address of the link being changed; "" for a new one. */
  href: string;
  /** Nothing is selected, so the link needs its text too. */
  askText: boolean;
  onApply(href: string, text?: string): void;
  onRemove(): void;
  onClose(): void;
}

/**
 * The address of a link, checked as it is applied: a typed `example.org` becomes a web
 * address, `name@example.org` an email link; other schemes than web, email and phone are
 * refused with a message by the field. Enter applies (it is no form: the editor may sit in
 * one).
 */
export function LinkDialog({ href, askText, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useLingui();
  const address = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(href);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string>();

  const apply = () => {
    const result = hrefFromInput(typed);
    if (result === "empty") setProblem(t`Enter the address the link goes to.`);
    else if (result === "unsafe") {
      setProblem(t`Links can go to web pages, email addresses and phone numbers only.`);
    } else onApply(result, askText ? text : undefined);
    if (result === "empty" || result === "unsafe") address.current?.focus();
  };
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    apply();
  };

  return (
    <Dialog
      open
      title={href ? t`Edit the link` : t`Add a link`}
      onClose={onClose}
      initialFocus={address}
      actions={
        <>
          <div className={linkFields}>
            <TextField
              ref={address}
              label={t`Address`}
              hint={t`A web page, an email address, or a page of this site such as /callouts.`}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              error={problem}
              required
              onChange={(event) => {
                setTyped(event.target.value);
                setProblem(undefined);
              }}
              onKeyDown={applyOnEnter}
            />
            {askText && (
              <TextField
                label={t`Text to show`}
                hint={t`Optional: the address shows when this is empty.`}
                value={text}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={applyOnEnter}
              />
            )}
          </div>
          <div className={formActions}>
            <Button onClick={apply}>{href ? t`Save the link` : t`Add the link`}</Button>
            {href && (
              <Button variant="dangerOutlined" onClick={onRemove}>
                {t`Remove the link`}
              </Button>
            )}
            <Button variant="greyOutlined" onClick={onClose}>
              {t`Cancel`}
            </Button>
          </div>
        </>
      }
    >
      {t`Links to other sites open in a new tab for readers.`}
    </Dialog>
  );
}
