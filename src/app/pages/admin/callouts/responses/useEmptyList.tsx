import { useLingui } from "@lingui/react/macro";
import { Button } from "@ui/button";
import type { BucketId } from "../../shared/buckets";

interface EmptyListOptions {
  bucket: BucketId;
  bucketName: string;
  /** Whether a filter narrows the bucket. */
  filtered: boolean;
  /** How many responses match, on every page. */
  total: number;
  onClearFilters(): void;
}

/** What an empty page of the list says, and the way out of a filter that matches nothing. */
export function useEmptyList({
  bucket,
  bucketName,
  filtered,
  total,
  onClearFilters,
}: EmptyListOptions) {
  const { t } = useLingui();
  const empty = filtered
    ? t`No responses in ${bucketName} match the filter.`
    : bucket === "inbox"
      ? t`The inbox is empty: every response has been sorted.`
      : t`No responses in ${bucketName}.`;
  return {
    emptyMessage: total === 0 ? empty : t`This page has no responses.`,
    emptyAction: filtered ? (
      <Button variant="primaryOutlined" size="sm" onClick={onClearFilters}>
        {t`Clear the filters`}
      </Button>
    ) : undefined,
  };
}
