import { css, cx } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { CONTENT, type GeneralContent } from "@core/content";
import { FONTS, type FontId } from "@core/theme/fonts";
import type { Theme } from "@core/theme/schema";
import { Button } from "@ui/button";
import { ErrorSummary, Select, formActions, formStack, useForm } from "@ui/form";
import { fieldset, label as labelClass } from "@ui/form/fieldStyles";
import { Heading, Text } from "@ui/typography";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { card } from "@app/pages/shared/card";
import { useContentSave } from "../../shared/useContentSave";
import { ColorField } from "./ColorField";
import { contrastWarnings } from "./contrast-warnings";
import {
  COLOR_WORDS,
  DEFAULT_SCHEME_COLORS,
  DEFAULT_THEME_VALUES,
  EDITABLE_COLORS,
  previewTheme,
  themeOf,
  themeValues,
  validateTheme,
  type Scheme,
} from "./theme-form";
import { ThemePreviews } from "./ThemePreviews";
import { useLiveTheme } from "./useLiveTheme";

const layout = css`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const fonts = css`
  display: grid;
  gap: 1rem;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const schemes = css`
  display: grid;
  gap: 0.75rem;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const schemeOption = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.375rem;
  cursor: pointer;
  &:has(input:checked) {
    border-color: rgb(var(--c-primary));
    box-shadow: 0 0 0 1px rgb(var(--c-primary));
  }
  &:has(input:focus-visible) {
    outline: 2px solid rgb(var(--c-primary));
    outline-offset: 2px;
  }
`;

const schemeTitle = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  & input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: rgb(var(--c-primary));
  }
`;

const swatches = css`
  display: flex;
  gap: 0.25rem;
`;

const swatch = css`
  width: 1.25rem;
  height: 1.25rem;
  border: 1px solid rgba(var(--c-black), 0.2);
  border-radius: 50%;
`;

const colorList = css`
  display: grid;
  gap: 1.25rem;
`;

const legend = css`
  margin-bottom: 0.5rem;
  padding: 0;
`;

const LABELS = {
  "fonts.title": msg`Font of titles`,
  "fonts.body": msg`Font of text`,
  scheme: msg`Colours`,
  "colors.primary": COLOR_WORDS.primary.label,
  "colors.link": COLOR_WORDS.link.label,
  "colors.body": COLOR_WORDS.body.label,
  "colors.success": COLOR_WORDS.success.label,
  "colors.warning": COLOR_WORDS.warning.label,
  "colors.danger": COLOR_WORDS.danger.label,
};

function Swatches({ colors }: { colors: readonly string[] }) {
  return (
    <span className={swatches} aria-hidden="true">
      {colors.map((color, index) => (
        // The swatch shows the colour itself: a style, not a class, as the colour is data.
        <span key={index} className={swatch} style={{ backgroundColor: color }} />
      ))}
    </span>
  );
}

/**
 * The theme: fonts, and the default colours or six of one's own, each shown at once on the
 * whole dashboard and on a real callout frame beside the form, with what falls short of WCAG
 * AA. Nothing is saved until Save; leaving the page without saving brings the saved theme back.
 */
export function ThemeForm({ general }: { general: GeneralContent }) {
  const { t, i18n } = useLingui();
  const saved = general.theme;
  const { save, savedAt } = useContentSave("general", t`The theme is saved. Members see it now.`);
  const form = useForm({
    id: "settings-theme",
    labels: LABELS,
    initial: themeValues(saved),
    schema: CONTENT.general.patch,
    toBody: (values) => ({ theme: themeOf(values, saved) }),
    validate: validateTheme,
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const { values } = form;
  // One object per theme, so the previews repaint only when it changes.
  const shownKey = JSON.stringify(previewTheme(values, saved));
  const shown = useMemo(() => JSON.parse(shownKey) as Theme, [shownKey]);
  useLiveTheme(shown, general.locale);
  const warnings = values.scheme === "custom" ? contrastWarnings(shown) : [];

  const submit = form.handleSubmit(async (body, submitted) => {
    await save(body);
    form.reset(submitted);
  });

  const fontOptions = (Object.keys(FONTS) as FontId[]).map((id) => ({
    value: id,
    label: FONTS[id].family,
  }));
  const chooseScheme = (scheme: Scheme) => form.set("scheme", scheme);
  const isDefault = JSON.stringify(values) === JSON.stringify(DEFAULT_THEME_VALUES);

  return (
    <div className={layout}>
      <form className={formStack} noValidate onSubmit={submit} aria-label={t`Theme`}>
        {leaveGuard}
        <section className={card} aria-labelledby="theme-fonts">
          <Heading level={2} size="md" id="theme-fonts">
            {t`Fonts`}
          </Heading>
          <div className={fonts}>
            <Select {...form.select("fonts.body")} options={fontOptions} />
            <Select
              {...form.select("fonts.title")}
              options={[{ value: "", label: t`The same as text` }, ...fontOptions]}
            />
          </div>
          <Text size="sm">{t`Need a font that is not in the list? Ask whoever runs your Agora: fonts are served from your own site.`}</Text>
        </section>
        <section className={card} aria-labelledby="theme-colours">
          <Heading level={2} size="md" id="theme-colours">
            {t`Colours`}
          </Heading>
          <fieldset className={fieldset}>
            <legend className={cx(labelClass, legend)}>{t`Colour scheme`}</legend>
            <div className={schemes}>
              <label className={schemeOption}>
                <span className={schemeTitle}>
                  <input
                    type="radio"
                    name="theme-scheme"
                    id={form.fieldId("scheme")}
                    checked={values.scheme === "default"}
                    onChange={() => chooseScheme("default")}
                  />
                  {t`Default`}
                </span>
                <Swatches colors={EDITABLE_COLORS.map((name) => DEFAULT_SCHEME_COLORS[name])} />
              </label>
              <label className={schemeOption}>
                <span className={schemeTitle}>
                  <input
                    type="radio"
                    name="theme-scheme"
                    checked={values.scheme === "custom"}
                    onChange={() => chooseScheme("custom")}
                  />
                  {t`Your own`}
                </span>
                <Swatches colors={EDITABLE_COLORS.map((name) => values.colors[name])} />
              </label>
            </div>
          </fieldset>
          {values.scheme === "custom" && (
            <div className={colorList}>
              {EDITABLE_COLORS.map((name) => (
                <ColorField
                  key={name}
                  name={name}
                  binding={form.text(`colors.${name}`)}
                  onPick={(value) => form.set(`colors.${name}`, value)}
                  warnings={warnings.filter((warning) => warning.color === name)}
                />
              ))}
            </div>
          )}
          <p role="status">
            {warnings.length > 0
              ? t`Some colours fall short of WCAG AA contrast even after Agora's adjustment: see the notes under them.`
              : ""}
          </p>
        </section>
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {t`Save theme`}
          </Button>
          {form.dirty && (
            <Button variant="greyOutlined" onClick={() => form.reset()}>
              {t`Undo changes`}
            </Button>
          )}
          {!isDefault && (
            <Button
              variant="text"
              onClick={() => {
                form.set("fonts", DEFAULT_THEME_VALUES.fonts);
                form.set("scheme", DEFAULT_THEME_VALUES.scheme);
                form.set("colors", DEFAULT_THEME_VALUES.colors);
              }}
            >
              {t`Reset to the defaults`}
            </Button>
          )}
          <span role="status">
            {savedAt && !form.dirty
              ? t`Saved at ${i18n.date(savedAt, { timeStyle: "short" })}`
              : form.dirty
                ? t`Shown on this dashboard only until you save.`
                : ""}
          </span>
        </div>
      </form>
      <ThemePreviews theme={shown} locale={general.locale} />
    </div>
  );
}
