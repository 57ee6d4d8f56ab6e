import { css } from "@linaria/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { COLOR_NAMES, GREYS, TINT_LEVELS } from "@core/theme";
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from "@ui/button";

const GREY_VARIABLES = Object.keys(GREYS).map((name) =>
  name === "default" ? "--c-grey" : `--c-grey-${name}`,
);

const page = css`
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1.5rem;
`;
const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
`;
const swatch = css`
  width: 7rem;
  font-size: 0.75rem;
`;
const chip = css`
  height: 3rem;
  border-radius: 4px;
  border: 1px solid rgba(0, 0, 0, 0.1);
`;

/** Every colour, tint and grey of the current theme, and every button, as the theme draws them. */
export default function ThemePage() {
  const { t } = useLingui();
  return (
    <div className={page}>
      <h1>
        <Trans>Theme preview</Trans>
      </h1>
      <section aria-labelledby="colours">
        <h2 id="colours">
          <Trans>Colours</Trans>
        </h2>
        {COLOR_NAMES.map((name) => (
          <Swatches
            key={name}
            label={name}
            variables={[`--c-${name}`, ...TINT_LEVELS[name].map((l) => `--c-${name}-${l}`)]}
          />
        ))}
        <Swatches label={t`greys`} variables={GREY_VARIABLES} />
      </section>
      <section aria-labelledby="buttons">
        <h2 id="buttons">
          <Trans>Buttons</Trans>
        </h2>
        {BUTTON_VARIANTS.map((variant) => (
          <ul key={variant} className={row} aria-label={variant}>
            {BUTTON_SIZES.map((size) => (
              <li key={size}>
                <Button variant={variant} size={size}>
                  {variant} {size}
                </Button>
              </li>
            ))}
          </ul>
        ))}
      </section>
    </div>
  );
}

function Swatches({ label, variables }: { label: string; variables: string[] }) {
  return (
    <>
      <h3>{label}</h3>
      <ul className={row}>
        {variables.map((variable) => (
          <li key={variable} className={swatch} data-variable={variable}>
            <div className={chip} style={{ background: `rgb(var(${variable}))` }} />
            <code>{variable}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
