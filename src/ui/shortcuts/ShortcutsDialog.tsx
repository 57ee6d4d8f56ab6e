import { useLingui } from "@lingui/react/macro";
import { Button } from "../button";
import { Dialog } from "../dialog";
import { LIST_SHORTCUTS } from "./useListShortcuts";
import { key, keyboardOnly, list, pair } from "./styles";

/** Lists a staff list's keyboard shortcuts; `?` opens it, and so does the "Shortcuts" button. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t, i18n } = useLingui();
  return (
    <Dialog
      open={open}
      title={t`Keyboard shortcuts`}
      onClose={onClose}
      actions={
        <Button variant="greyOutlined" onClick={onClose}>
          {t`Close`}
        </Button>
      }
    >
      <p>{t`They work anywhere on the list except while you type in a field.`}</p>
      <dl className={list}>
        {LIST_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.keys} className={pair}>
            <dt>
              <kbd className={key}>{shortcut.keys}</kbd>
            </dt>
            <dd>{i18n._(shortcut.description)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

/** A "Keyboard shortcuts" button and the dialog it opens, as `?` does. */
export function ShortcutsHelp({
  help,
}: {
  help: { helpOpen: boolean; openHelp(): void; closeHelp(): void };
}) {
  const { t } = useLingui();
  return (
    <>
      <Button
        variant="text"
        size="sm"
        className={keyboardOnly}
        aria-keyshortcuts="?"
        onClick={help.openHelp}
      >
        {t`Keyboard shortcuts`}
      </Button>
      <ShortcutsDialog open={help.helpOpen} onClose={help.closeHelp} />
    </>
  );
}
