import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { muted } from "./styles";

const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const chip = css`
  display: inline-flex;
  gap: 0.25rem;
  align-items: center;
  padding: 0.125rem 0.25rem 0.125rem 0.625rem;
  border: 1px solid rgb(var(--c-primary-20));
  border-radius: 999px;
  background-color: rgb(var(--c-primary-5));
  font-size: 0.875rem;
`;

const remove = css`
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: inherit;
  font: inherit;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background-color: rgb(var(--c-primary-10));
  }

  &:focus-visible {
    outline: 2px solid rgb(var(--c-primary));
    outline-offset: 1px;
  }
`;

/** Tags as chips, each with a button that takes it off; "No tags." when there are none. */
export function RemovableTags<Tag extends { id: string; name: string }>({
  tags,
  label,
  busy,
  onRemove,
}: {
  tags: readonly Tag[];
  /** Names the list, e.g. "Tags of this response". */
  label: string;
  busy: boolean;
  onRemove(tag: Tag): void;
}) {
  const { t } = useLingui();
  if (tags.length === 0) return <p className={muted}>{t`No tags.`}</p>;
  return (
    <ul className={chips} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id} className={chip}>
          {tag.name}
          <button
            type="button"
            className={remove}
            aria-label={t`Remove the tag ${tag.name}`}
            disabled={busy}
            onClick={() => onRemove(tag)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
