import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { ResponseNeighbours } from "@core/callouts/triage";
import { Button } from "@ui/button";
import { KeyHint, keyboardOnly } from "@ui/shortcuts";
import { muted, textLink } from "../../shared/styles";
import type { TriageResult } from "./useTriage";

const queueHeader = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const queueBar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: space-between;
`;

const steps = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const position = css`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/*
 * Its line is kept while empty, so the page does not jump when a triage key is answered; on a
 * wide screen, where the answer fits one line, that line is the gap above the cards rather
 * than a blank band added to it.
 */
const status = css`
  min-height: 1.5rem;
  margin: 0;
  text-align: end;
  font-weight: 600;

  @media (min-width: 64rem) {
    margin-bottom: -1.5rem;
  }
`;

const failedStatus = css`
  color: rgb(var(--c-danger-text));
`;

interface QueueNavProps {
  listHref: string;
  hrefTo(responseId: string): string;
  /** The response's place in its list, once known. */
  near: ResponseNeighbours | undefined;
  /** What the last triage action did. */
  result: TriageResult | undefined;
  onHelp(): void;
}

/** Above a response: back to its list, its place in it, previous and next, and what triage did. */
export function QueueNav({ listHref, hrefTo, near, result, onHelp }: QueueNavProps) {
  const { t, i18n } = useLingui();
  const positionText = !near
    ? ""
    : near.position > 0
      ? t`${i18n.number(near.position)} of ${i18n.number(near.total)}`
      : t`Not in this list any more, which has ${i18n.number(near.total)}`;

  return (
    <div className={queueHeader}>
      <nav className={queueBar} aria-label={t`Responses of the list`}>
        <Link href={listHref} className={textLink}>
          {t`Back to the list`}
        </Link>
        <div className={steps}>
          <span className={position} aria-live="polite">
            {positionText}
          </span>
          {near?.previous ? (
            <Link href={hrefTo(near.previous)} className={textLink} aria-keyshortcuts="k">
              {t`Previous`}
              <KeyHint shortcut="k" />
            </Link>
          ) : (
            <span className={muted}>{t`Previous`}</span>
          )}
          {near?.next ? (
            <Link href={hrefTo(near.next)} className={textLink} aria-keyshortcuts="j">
              {t`Next`}
              <KeyHint shortcut="j" />
            </Link>
          ) : (
            <span className={muted}>{t`Next`}</span>
          )}
          <Button
            variant="text"
            size="sm"
            className={keyboardOnly}
            aria-keyshortcuts="?"
            onClick={onHelp}
          >
            {t`Keyboard shortcuts`}
            <KeyHint shortcut="?" />
          </Button>
        </div>
      </nav>
      <p className={`${status} ${result?.failed ? failedStatus : ""}`} role="status">
        {result?.text}
      </p>
    </div>
  );
}
