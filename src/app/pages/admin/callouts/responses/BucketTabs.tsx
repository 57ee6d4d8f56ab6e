import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Tabs } from "@ui/tabs";
import { BUCKET_IDS, BUCKET_LABELS, type BucketId } from "../../shared/buckets";
import { BUCKET_PARAM } from "./params";

interface BucketTabsProps {
  /** How many responses each bucket holds with the filter, once known. */
  counts: Record<BucketId, number | undefined>;
  /** The chosen bucket's list. */
  children(): ReactNode;
}

/** The buckets as tabs, each with its count; choosing one goes back to its first page. */
export function BucketTabs({ counts, children }: BucketTabsProps) {
  const { t, i18n } = useLingui();
  return (
    <Tabs
      label={t`Buckets`}
      param={BUCKET_PARAM}
      activation="manual"
      clearParams={["page"]}
      tabs={BUCKET_IDS.map((id) => ({
        id,
        label: i18n._(BUCKET_LABELS[id]),
        count: counts[id],
      }))}
    >
      {children}
    </Tabs>
  );
}
