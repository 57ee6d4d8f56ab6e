import { useLingui } from "@lingui/react/macro";
import { Button } from "@ui/button";
import { buttonRow } from "../../shared/styles";
import type { BulkKind } from "./BulkDialog";

/** What can be done to the selected responses at once; each opens its dialog. */
export function BulkActionButtons({ onBulk }: { onBulk(kind: BulkKind): void }) {
  const { t } = useLingui();
  return (
    <span className={buttonRow}>
      <Button size="sm" variant="primaryOutlined" onClick={() => onBulk("move")}>
        {t`Move…`}
      </Button>
      <Button size="sm" variant="primaryOutlined" onClick={() => onBulk("tag")}>
        {t`Tag…`}
      </Button>
      <Button size="sm" variant="primaryOutlined" onClick={() => onBulk("assign")}>
        {t`Assign…`}
      </Button>
    </span>
  );
}
