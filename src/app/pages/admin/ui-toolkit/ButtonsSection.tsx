import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { notify } from "@stores/notifications";
import { Button, LinkButton, BUTTON_SIZES, BUTTON_VARIANTS } from "@ui/button";
import { Spinner } from "@ui/spinner";
import { Heading } from "@ui/typography";
import { ToolkitSection } from "./ToolkitSection";
import { useTemporaryBusy } from "./useTemporaryBusy";

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const variantName = css`
  width: 100%;
  margin: 0;
  font-family: ui-monospace, monospace;
  font-size: 0.875rem;
`;

const plus = (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Every variant in every size, disabled and loading; then icons, links and a live busy state. */
export function ButtonsSection() {
  const { t } = useLingui();
  const [saving, save] = useTemporaryBusy(2000);

  return (
    <ToolkitSection id="toolkit-buttons" title={t`Buttons`}>
      {BUTTON_VARIANTS.map((variant) => (
        <div key={variant}>
          {/* Variant names are code identifiers, the same in every language. */}
          <p className={variantName} id={`toolkit-button-${variant}`}>
            {variant}
          </p>
          <ul className={row} aria-labelledby={`toolkit-button-${variant}`}>
            {BUTTON_SIZES.map((size) => (
              <li key={size}>
                <Button variant={variant} size={size}>
                  {t`Size ${size}`}
                </Button>
              </li>
            ))}
            <li>
              <Button variant={variant} disabled>
                {t`Disabled`}
              </Button>
            </li>
            <li>
              <Button variant={variant} loading>
                {t`Loading`}
              </Button>
            </li>
          </ul>
        </div>
      ))}
      <Heading level={3}>{t`Icons, links and busy states`}</Heading>
      <ul className={row}>
        <li>
          <Button icon={plus}>{t`With an icon`}</Button>
        </li>
        <li>
          <Button variant="primaryOutlined" icon={plus} aria-label={t`Add`} />
        </li>
        <li>
          <LinkButton href="#toolkit-buttons" variant="link">
            {t`A link that looks like a button`}
          </LinkButton>
        </li>
        <li>
          <Button
            loading={saving}
            onClick={() => save(() => notify.success(t`Saved`, { removeable: true }))}
          >
            {t`Save (busy for 2 seconds)`}
          </Button>
        </li>
        <li>
          <Spinner />
        </li>
        <li>
          <Spinner size="lg" />
        </li>
      </ul>
    </ToolkitSection>
  );
}
