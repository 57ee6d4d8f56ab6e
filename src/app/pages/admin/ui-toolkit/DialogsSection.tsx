import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { notify } from "@stores/notifications";
import { Button } from "@ui/button";
import { ConfirmDialog } from "@ui/dialog";
import { Pager } from "@ui/pager";
import { Text } from "@ui/typography";
import { pageParam, useListParams } from "@app/router/list-params";
import { ToolkitSection } from "./ToolkitSection";
import { useTemporaryBusy } from "./useTemporaryBusy";

/** The example pager's length. */
const EXAMPLE_PAGES = 12;
const PAGER_PARAMS = { page: pageParam() };

/**
 * A confirmation before a destructive action (focus starts on Cancel, Escape cancels, focus
 * returns to the button), and a pager whose page lives in the address.
 */
export function DialogsSection() {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [deleting, remove] = useTemporaryBusy(800);
  const [params, go] = useListParams(PAGER_PARAMS);
  const page = Math.min(params.page, EXAMPLE_PAGES);

  const confirm = () =>
    remove(() => {
      setAsking(false);
      notify.success(t`The example is deleted. Nothing real was.`);
    });

  return (
    <ToolkitSection id="toolkit-dialogs" title={t`Dialogs and paging`}>
      <div>
        <Button variant="danger" onClick={() => setAsking(true)}>
          {t`Delete the example`}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t`Delete the example?`}
        confirmLabel={t`Delete`}
        busy={deleting}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {t`This is what staff see before anything is deleted. Nothing real is deleted here.`}
      </ConfirmDialog>
      <Text>{t`Showing page ${page} of the example list.`}</Text>
      <Pager
        page={page}
        pages={EXAMPLE_PAGES}
        onChange={(page) => go({ page })}
        label={t`Pages of the example list`}
      />
    </ToolkitSection>
  );
}
