import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { NoticeStatus } from "@core/notices";
import { StatusLabel, type StatusTone } from "@ui/status-label";

const TONES: Record<NoticeStatus, StatusTone> = {
  draft: "neutral",
  scheduled: "info",
  open: "success",
  ended: "muted",
};

export const NOTICE_STATUS_NAMES: Record<NoticeStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  scheduled: msg`Scheduled`,
  open: msg`Shown now`,
  ended: msg`Ended`,
};

/** A notice's status as a coloured label. */
export function NoticeStatusLabel({ status }: { status: NoticeStatus }) {
  const { i18n } = useLingui();
  return <StatusLabel tone={TONES[status]}>{i18n._(NOTICE_STATUS_NAMES[status])}</StatusLabel>;
}
