import { useLingui } from "@lingui/react/macro";
import { Button } from "@ui/button";

export interface ContactBulkActionsProps {
  onTag(): void;
  onExport(): void;
}

/** What can be done to the contacts ticked: tag them, or export them. */
export function ContactBulkActions({ onTag, onExport }: ContactBulkActionsProps) {
  const { t } = useLingui();
  return (
    <>
      <Button size="sm" variant="primaryOutlined" onClick={onTag}>
        {t`Tag…`}
      </Button>
      <Button size="sm" variant="primaryOutlined" onClick={onExport}>
        {t`Export…`}
      </Button>
    </>
  );
}
