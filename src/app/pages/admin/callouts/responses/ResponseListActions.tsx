import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { Button } from "@ui/button";
import { ShortcutsHelp } from "@ui/shortcuts";
import { buttonRow } from "../../shared/styles";

/* Only the Columns button it holds shows: no box of its own in the row. */
const slot = css`
  display: contents;
`;

interface ResponseListActionsProps {
  /** Receives the place the table's Columns button joins this row at. */
  chooserSlot(slot: HTMLSpanElement | null): void;
  /** The responses ticked by hand. */
  chosenIds: readonly string[];
  onExport(): void;
  shortcuts: ComponentProps<typeof ShortcutsHelp>["help"];
}

/** Beside the filters: Columns, Export (of the selection, if any) and the keyboard's help. */
export function ResponseListActions({
  chooserSlot,
  chosenIds,
  onExport,
  shortcuts,
}: ResponseListActionsProps) {
  const { t } = useLingui();
  return (
    <>
      <span className={buttonRow}>
        <span ref={chooserSlot} className={slot} />
        <Button variant="primaryOutlined" size="sm" onClick={onExport}>
          {chosenIds.length > 0
            ? plural(chosenIds.length, {
                one: "Export # selected",
                other: "Export # selected",
              })
            : t`Export`}
        </Button>
      </span>
      <ShortcutsHelp help={shortcuts} />
    </>
  );
}
