import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Button } from "@ui/button";
import { Dialog } from "@ui/dialog";
import { KEY_LABELS, TRIAGE_KEYS } from "./keyboard";

const table = css`
  width: 100%;
  border-collapse: collapse;

  & th,
  & td {
    padding: 0.25rem 0.5rem;
    border-bottom: 1px solid rgb(var(--c-grey-lighter));
    text-align: left;
  }

  & kbd {
    display: inline-block;
    min-width: 1.5rem;
    padding: 0.125rem 0.375rem;
    border: 1px solid rgb(var(--c-grey));
    border-radius: 0.25rem;
    background-color: rgb(var(--c-grey-lighter));
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    text-align: center;
  }
`;

/** The keys of the triage queue, each with what it does. */
export function KeyHelpDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t, i18n } = useLingui();
  return (
    <Dialog
      open={open}
      title={t`Keyboard shortcuts`}
      onClose={onClose}
      actions={
        <div>
          <Button onClick={onClose}>{t`Close`}</Button>
        </div>
      }
    >
      <p>{t`They work anywhere on the page except while you type in a field.`}</p>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">{t`Key`}</th>
            <th scope="col">{t`What it does`}</th>
          </tr>
        </thead>
        <tbody>
          {TRIAGE_KEYS.map((key) => (
            <tr key={key}>
              <td>
                <kbd>{key}</kbd>
              </td>
              <td>{i18n._(KEY_LABELS[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
