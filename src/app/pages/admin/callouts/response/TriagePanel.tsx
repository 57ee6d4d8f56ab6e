import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { CalloutResponse } from "@core/callouts/response";
import { Button } from "@ui/button";
import { KeyHint } from "@ui/shortcuts";
import { Heading } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { RemovableTags } from "../../shared/RemovableTags";
import { BUCKET_IDS, BUCKET_LABELS, bucketId } from "../../shared/buckets";
import { muted } from "../../shared/styles";
import type { Triage } from "./useTriage";

const group = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const subheading = css`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
`;

const buckets = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

/* Pressed, hovered or not: the button's own hover (more specific) would pale it. */
const pressed = css`
  &[aria-pressed="true"],
  &&[aria-pressed="true"]:hover:not(:disabled) {
    background-color: rgb(var(--c-primary));
    color: rgb(var(--c-on-primary));
  }
`;

/** Bucket, tags and assignee of a response, with the keys that change each. */
export function TriagePanel({
  response,
  triage,
  onEditTags,
  onAssign,
  onAssignToMe,
  headingId,
}: {
  response: CalloutResponse;
  triage: Triage;
  onEditTags(): void;
  onAssign(): void;
  onAssignToMe?(): void;
  headingId: string;
}) {
  const { t, i18n } = useLingui();
  const current = bucketId(response.bucket);
  return (
    <section className={card} aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        {t`Triage`}
      </Heading>
      <div className={group} role="group" aria-labelledby={`${headingId}-bucket`}>
        <p id={`${headingId}-bucket`} className={subheading}>
          {t`Bucket`}
        </p>
        <div className={buckets}>
          {BUCKET_IDS.map((id, index) => (
            <Button
              key={id}
              variant="primaryOutlined"
              size="sm"
              className={cx(pressed)}
              aria-pressed={current === id}
              aria-keyshortcuts={String(index + 1)}
              disabled={triage.busy}
              onClick={() => triage.moveTo(id)}
            >
              {i18n._(BUCKET_LABELS[id])}
              <KeyHint shortcut={String(index + 1)} />
            </Button>
          ))}
        </div>
      </div>
      <div className={group}>
        <p className={subheading}>{t`Tags`}</p>
        <RemovableTags
          tags={response.tags ?? []}
          label={t`Tags of this response`}
          busy={triage.busy}
          onRemove={(tag) => triage.setTag(tag, false)}
        />
        <div>
          <Button variant="primaryOutlined" size="sm" aria-keyshortcuts="t" onClick={onEditTags}>
            {t`Tags…`}
            <KeyHint shortcut="t" />
          </Button>
        </div>
      </div>
      <div className={group}>
        <p className={subheading}>{t`Assignee`}</p>
        <p>
          {response.assignee ? (
            response.assignee.displayName
          ) : (
            <span className={muted}>{t`Nobody`}</span>
          )}
        </p>
        <div className={buckets}>
          <Button variant="primaryOutlined" size="sm" aria-keyshortcuts="a" onClick={onAssign}>
            {t`Assign…`}
            <KeyHint shortcut="a" />
          </Button>
          {onAssignToMe && (
            <Button variant="text" size="sm" aria-keyshortcuts="m" onClick={onAssignToMe}>
              {t`Assign to me`}
              <KeyHint shortcut="m" />
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
