import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@ui/button";
import { Modal } from "@ui/dialog";
import { control, hint, label as labelClass } from "@ui/form/fieldStyles";
import { Heading } from "@ui/typography";

const dialog = css`
  width: min(26rem, calc(100vw - 2rem));
  padding: 1.25rem;
`;

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const options = css`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  max-height: 16rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const option = css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  padding: 0.375rem 0.5rem;
  border-radius: 0.25rem;
  cursor: pointer;

  &:hover {
    background-color: rgb(var(--c-primary-5));
  }
`;

const first = css`
  background-color: rgb(var(--c-primary-10));
`;

export interface PickerOption {
  id: string;
  label: string;
  /** Ticked (a tag the response has, the current assignee). */
  checked: boolean;
}

export interface PickerDialogProps {
  open: boolean;
  title: string;
  /** Names the search box, e.g. "Find a tag". */
  searchLabel: string;
  /** Several may be ticked (tags), or one (the assignee). */
  multiple: boolean;
  options: readonly PickerOption[];
  /** Ticks or unticks an option; the dialog stays open for more when `multiple`. */
  onPick(id: string, checked: boolean): void;
  /** Offered when the search matches nothing, e.g. "Create the tag “x”". */
  create?: { label(text: string): string; onCreate(text: string): void };
  onClose(): void;
  /** Said under the list, e.g. what the last pick did. */
  footer?: ReactNode;
}

/**
 * A quick choice from a list by keyboard, as the triage keys open it: type to narrow the
 * list, Enter takes the first match (or makes a new one), arrows and Space work on the
 * options themselves, Escape closes.
 */
export function PickerDialog({
  open,
  title: titleText,
  searchLabel,
  multiple,
  options: all,
  onPick,
  create,
  onClose,
  footer,
}: PickerDialogProps) {
  const { t } = useLingui();
  const search = useRef<HTMLInputElement>(null);
  const id = useId();
  const [text, setText] = useState("");
  const wanted = text.trim().toLocaleLowerCase();
  const shown = all.filter((item) => item.label.toLocaleLowerCase().includes(wanted));
  const exact = all.some((item) => item.label.toLocaleLowerCase() === wanted);

  // Each opening starts with an empty search.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setText("");
  }

  const enter = () => {
    const top = shown[0];
    if (top) onPick(top.id, multiple ? !top.checked : true);
    else if (create && wanted) create.onCreate(text.trim());
    setText("");
  };

  return (
    <Modal
      open={open}
      className={dialog}
      labelledBy={`${id}-title`}
      initialFocus={search}
      onClose={onClose}
    >
      {open && (
        <div className={stack}>
          <Heading level={2} size="sm" id={`${id}-title`}>
            {titleText}
          </Heading>
          <div className={stack}>
            <label className={labelClass} htmlFor={`${id}-search`}>
              {searchLabel}
            </label>
            <input
              ref={search}
              id={`${id}-search`}
              className={control}
              type="text"
              autoComplete="off"
              aria-describedby={`${id}-hint`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                enter();
              }}
            />
            <span id={`${id}-hint`} className={hint}>
              {shown.length === 0 && create && wanted
                ? t`Enter creates it.`
                : multiple
                  ? t`Enter ticks or unticks the first match.`
                  : t`Enter picks the first match.`}
            </span>
          </div>
          {shown.length > 0 && (
            <ul className={options} aria-label={titleText}>
              {shown.map((item, index) => (
                <li key={item.id}>
                  <label className={cx(option, index === 0 && wanted && first)}>
                    <input
                      type={multiple ? "checkbox" : "radio"}
                      name={`${id}-option`}
                      checked={item.checked}
                      onChange={(event) => onPick(item.id, event.target.checked)}
                    />
                    {item.label}
                  </label>
                </li>
              ))}
            </ul>
          )}
          {shown.length === 0 && (
            <p>
              {wanted
                ? t`Nothing matches “${text.trim()}”.`
                : create
                  ? t`None yet: type a name to create one.`
                  : t`None yet.`}
            </p>
          )}
          {create && wanted && !exact && (
            <div>
              <Button
                variant="primaryOutlined"
                size="sm"
                onClick={() => create.onCreate(text.trim())}
              >
                {create.label(text.trim())}
              </Button>
            </div>
          )}
          {footer}
          <div>
            <Button variant="greyOutlined" onClick={onClose}>
              {t`Done`}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
