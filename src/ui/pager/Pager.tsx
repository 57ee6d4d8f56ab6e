import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Button } from "../button";

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

export interface PagerProps {
  /** From 1. */
  page: number;
  pages: number;
  onChange(page: number): void;
  /** Names the navigation landmark, e.g. "Archive pages". */
  label: string;
}

/** Previous and next page, and where the reader is; nothing when everything fits on one. */
export function Pager({ page, pages, onChange, label }: PagerProps) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className={bar} aria-label={label}>
      <Button
        variant="primaryOutlined"
        size="sm"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t`Previous page`}
      </Button>
      <span aria-live="polite">{t`Page ${page} of ${pages}`}</span>
      <Button
        variant="primaryOutlined"
        size="sm"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        {t`Next page`}
      </Button>
    </nav>
  );
}
