import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ActionChoice } from "@core/callouts/builder";
import type { CalloutStatus } from "@core/callouts/status";
import { Button, LinkButton } from "@ui/button";
import { visuallyHidden } from "@ui/styles";
import { Heading } from "@ui/typography";
import type { BuilderMeta } from "./types";

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
`;

const titleRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  min-width: 0;
`;

const titleText = css`
  overflow-wrap: anywhere;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const badge = css`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const BADGES: Record<CalloutStatus | "new", string> = {
  new: css`
    background-color: rgb(var(--c-grey-lighter));
    color: rgb(var(--c-body));
  `,
  draft: css`
    background-color: rgb(var(--c-grey-lighter));
    color: rgb(var(--c-body));
  `,
  scheduled: css`
    background-color: rgb(var(--c-warning));
    color: rgb(var(--c-on-warning));
  `,
  open: css`
    background-color: rgb(var(--c-success));
    color: rgb(var(--c-on-success));
  `,
  ended: css`
    background-color: rgb(var(--c-black));
    color: rgb(var(--c-on-black));
  `,
};

const unsaved = css`
  color: rgb(var(--c-body-muted));
  font-size: 0.875rem;
`;

export interface BuilderHeaderProps {
  /** The callout's title, for an existing one. */
  title: string;
  meta: BuilderMeta;
  choice: ActionChoice;
  busy: boolean;
  dirty: boolean;
  /** Something is left to do: the main action says so instead of running. */
  blocked: boolean;
  problemsId: string;
  /** The page readers see, once the callout is saved. */
  previewHref: string | undefined;
  onSaveAndPreview(): void;
  onPrimary(): void;
  onSecondary(): void;
}

/** The builder's title and status, and its actions: preview, save or revert, and the main one. */
export function BuilderHeader({
  title,
  meta,
  choice,
  busy,
  dirty,
  blocked,
  problemsId,
  previewHref,
  onSaveAndPreview,
  onPrimary,
  onSecondary,
}: BuilderHeaderProps) {
  const { t } = useLingui();
  const status: Record<CalloutStatus | "new", string> = {
    new: t`New`,
    draft: t`Draft`,
    scheduled: t`Scheduled`,
    open: t`Open`,
    ended: t`Ended`,
  };
  const primary = { publish: t`Publish now`, schedule: t`Schedule`, update: t`Update` }[
    choice.primary
  ];
  const published = meta.status === "open" || meta.status === "ended";
  return (
    <header className={header}>
      <div className={titleRow}>
        <Heading level={1} size="lg" className={titleText}>
          {meta.id ? t`Edit: ${title}` : t`Create a callout`}
        </Heading>
        <span className={cx(badge, BADGES[meta.status])}>{status[meta.status]}</span>
        {dirty && <span className={unsaved}>{t`Unsaved changes`}</span>}
      </div>
      <div className={actions}>
        {previewHref &&
          (dirty && meta.status === "draft" ? (
            <Button variant="greyOutlined" loading={busy} onClick={onSaveAndPreview}>
              {t`Save and preview`}
            </Button>
          ) : (
            <LinkButton
              variant="greyOutlined"
              href={previewHref}
              target="_blank"
              rel="noopener"
              title={dirty ? t`Shows the version last saved` : undefined}
            >
              {published ? t`View` : t`Preview`}
              <span aria-hidden="true"> ↗</span>
              <span className={visuallyHidden}> {t`(opens a new tab)`}</span>
            </LinkButton>
          ))}
        <Button variant="primaryOutlined" loading={busy} onClick={onSecondary}>
          {choice.secondary === "saveDraft" ? t`Save draft` : t`Revert to draft`}
        </Button>
        <Button
          loading={busy}
          aria-disabled={blocked || undefined}
          aria-describedby={blocked ? problemsId : undefined}
          onClick={onPrimary}
        >
          {primary}
        </Button>
      </div>
    </header>
  );
}
