import { css, cx } from "@linaria/core";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { NoticeStatus } from "../../../../core/notices";

const pill = css`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
`;

const looks: Record<NoticeStatus, string> = {
  draft: css`
    background-color: rgb(var(--c-grey-lighter));
    color: rgb(var(--c-grey-darker));
  `,
  scheduled: css`
    background-color: rgb(var(--c-link-10));
    color: rgb(var(--c-link-text));
  `,
  open: css`
    background-color: rgb(var(--c-success-10));
    color: rgb(var(--c-success-text));
  `,
  ended: css`
    background-color: rgb(var(--c-grey-lighter));
    color: rgb(var(--c-body-muted));
  `,
};

export const NOTICE_STATUS_NAMES: Record<NoticeStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  scheduled: msg`Scheduled`,
  open: msg`Shown now`,
  ended: msg`Ended`,
};

/** A notice's status as a coloured label: its words say it, the colour only helps. */
export function NoticeStatusLabel({ status }: { status: NoticeStatus }) {
  const { i18n } = useLingui();
  return <span className={cx(pill, looks[status])}>{i18n._(NOTICE_STATUS_NAMES[status])}</span>;
}
