import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button } from "@ui/button";
import type { ReaderCallout } from "@ui/callout/types";
import { lazyComponent } from "@ui/lazy";
import { Spinner } from "@ui/spinner";

// The answers and their list load only for a reader who asks to see them.
const OwnAnswerBody = lazyComponent(
  () => import("./OwnAnswerBody").then((module) => module.OwnAnswerBody),
  ({ loadingLabel }) => <Spinner label={loadingLabel} />,
);

// Apart from the "already answered" notice above it.
const box = css`
  margin-top: 1rem;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
`;

/**
 * "See your answer", for a reader who answered a callout they cannot answer again: their
 * latest response, read-only, opened in place.
 */
export function OwnAnswer({ callout }: { callout: ReaderCallout }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={box}>
      <Button
        variant="primaryOutlined"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? t`Hide your answer` : t`See your answer`}
      </Button>
      {open && (
        <div id={id}>
          <OwnAnswerBody callout={callout} loadingLabel={t`Loading your answer`} />
        </div>
      )}
    </div>
  );
}
