import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";

const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: 0.75rem;
  margin: 0;
`;

const figure = css`
  display: flex;
  /* The number above its name (the name first for screen readers); numbers level at the top. */
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 0.125rem;
  padding: 0.75rem 1rem;
  border-radius: 0.375rem;
  background-color: rgb(var(--c-grey-lighter));

  & dt {
    font-size: 0.875rem;
  }
  & dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
  &[data-tone="bad"] dd {
    color: rgb(var(--c-danger-text));
  }
`;

/** Counts side by side, each with its name: what an import would do or did. */
export function Figures({
  items,
  label,
}: {
  items: { label: string; value: number; bad?: boolean }[];
  label: string;
}) {
  const { i18n } = useLingui();
  return (
    <dl className={list} aria-label={label}>
      {items.map((item) => (
        <div
          key={item.label}
          className={figure}
          data-tone={item.bad && item.value > 0 ? "bad" : undefined}
        >
          <dt>{item.label}</dt>
          <dd>{i18n.number(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
