import { css, cx } from "@linaria/core";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import {
  calloutTextNames,
  emptyTranslation,
  formTexts,
  slideButtons,
  untranslatedCount,
  type BuilderValues,
  type ButtonTexts,
  type CalloutTextName,
  type FormText,
  type TranslationValues,
} from "@core/callouts/builder";
import { CALLOUT_LINK_TEXT } from "@core/callouts/variant";
import { ContentBlock } from "@ui/callout-form/ContentBlock";
import { CheckboxGroup } from "@ui/form";
import { control, hint, label as labelClass } from "@ui/form/fieldStyles";
import { RichTextEditor } from "@ui/rich-text";
import { Tabs } from "@ui/tabs";
import { Heading } from "@ui/typography";
import type { CalloutLanguage } from "../languages";
import type { BuilderTabProps } from "../types";
import { note, section, tabColumn } from "./styles";

/** A text to translate: the default language's beside the translation's field. */
const pairRow = css`
  display: grid;
  gap: 0.5rem 1.5rem;
  padding: 1rem 0;
  border-top: 1px solid rgb(var(--c-grey-lighter));
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const original = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const originalText = css`
  padding: 0.5rem 0.75rem;
  border-radius: 0.25rem;
  background-color: rgb(var(--c-primary-5));
  white-space: pre-wrap;
`;

const translationField = css`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;
`;

const wide = css`
  max-width: 72rem;
`;

function buttonName(button: keyof ButtonTexts, slide: number): MessageDescriptor {
  switch (button) {
    case "prevText":
      return msg`Back button of slide ${slide}`;
    case "nextText":
      return msg`Next button of slide ${slide}`;
    case "submitText":
      return msg`Submit button of slide ${slide}`;
  }
}

const CALLOUT_TEXTS: Record<
  CalloutTextName,
  { name: MessageDescriptor; html?: boolean; long?: boolean }
> = {
  title: { name: msg`Title` },
  excerpt: { name: msg`Summary`, long: true },
  intro: { name: msg`Introduction`, html: true },
  shareTitle: { name: msg`Title when shared` },
  shareDescription: { name: msg`Description when shared`, long: true },
  thanksTitle: { name: msg`Title of the thank-you message` },
  thanksText: { name: msg`Thank-you message`, html: true },
  thanksRedirect: { name: msg`Address readers go to` },
};

/** A long text shortened for a field's name. */
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** A text of the form, named by what it is and its words, so each field's name differs. */
function roleName(text: FormText): MessageDescriptor {
  const owner = short(text.owner ?? "");
  const source = short(text.source);
  switch (text.role) {
    case "slideTitle":
      return msg`Slide title "${source}"`;
    case "label":
      return msg`Question "${source}"`;
    case "description":
      return msg`Help text of "${owner}"`;
    case "placeholder":
      return msg`Placeholder of "${owner}"`;
    case "option":
      return msg`Option "${source}" of "${owner}"`;
    case "message":
      return msg`Pattern message of "${owner}"`;
    case "content":
      return msg`Text block`;
    case "title":
      return msg`Title "${source}"`;
  }
}

interface PairProps {
  name: string;
  language: string;
  /** The default language's text. */
  source: string;
  html?: boolean;
  long?: boolean;
  value: string;
  onChange(value: string): void;
  error?: string;
  id?: string;
}

/** One text: what the default language says, and its translation beside it. */
function TranslationPair({
  name,
  language,
  source,
  html,
  long,
  value,
  onChange,
  error,
  id,
}: PairProps) {
  const { t } = useLingui();
  const ownId = useId();
  const fieldId = id ?? `${ownId}-field`;
  const sourceId = `${ownId}-source`;
  const label = t`${name} in ${language}`;
  return (
    <div className={pairRow}>
      <div className={original}>
        <span className={labelClass}>{name}</span>
        <div id={sourceId} className={originalText}>
          {html ? <ContentBlock html={source} /> : source}
        </div>
      </div>
      <div className={translationField}>
        {html ? (
          <RichTextEditor
            id={fieldId}
            label={label}
            value={value}
            onChange={onChange}
            error={error}
          />
        ) : (
          <>
            <label className={labelClass} htmlFor={fieldId}>
              {label}
            </label>
            {long ? (
              <textarea
                id={fieldId}
                className={control}
                rows={3}
                value={value}
                aria-describedby={sourceId}
                aria-invalid={Boolean(error) || undefined}
                onChange={(event) => onChange(event.target.value)}
              />
            ) : (
              <input
                id={fieldId}
                className={control}
                value={value}
                aria-describedby={sourceId}
                aria-invalid={Boolean(error) || undefined}
                onChange={(event) => onChange(event.target.value)}
              />
            )}
            {error && <p className={hint}>{error}</p>}
          </>
        )}
      </div>
    </div>
  );
}

export interface TranslationsTabProps extends BuilderTabProps {
  /** The builder's values with the slides' components. */
  builder: BuilderValues;
  languages: readonly CalloutLanguage[];
}

/**
 * The callout in other languages: the languages chosen, then for each every text of the
 * callout and its form beside the default text, with how many are still to translate. Texts
 * left empty show in the default language.
 */
export function TranslationsTab({ form, builder, languages }: TranslationsTabProps) {
  const { t } = useLingui();
  const { values } = form;
  const chosen = languages.filter((language) => values.locales.includes(language.name));

  const choose = (names: string[]) => {
    for (const name of names) {
      if (!values.variants[name]) form.set(`variants.${name}`, emptyTranslation());
    }
    form.set("locales", names);
  };

  return (
    <div className={cx(tabColumn, wide)}>
      <section className={section} aria-labelledby="builder-languages">
        <Heading level={2} size="sm" id="builder-languages">{t`Languages`}</Heading>
        <CheckboxGroup
          {...form.checkboxes("locales")}
          onChange={choose}
          hint={t`Readers whose language is one of these see the callout in it; everyone else sees the default language.`}
          options={languages.map((language) => ({ value: language.name, label: language.label }))}
        />
      </section>
      {chosen.length > 0 && (
        <Tabs
          label={t`Translations`}
          param="translation"
          tabs={chosen.map((language) => ({
            id: language.name,
            label: language.label,
            count: untranslatedCount(builder, language.name),
          }))}
        >
          {(name) => {
            const language = chosen.find((candidate) => candidate.name === name);
            return language ? (
              <LanguagePanel form={form} builder={builder} language={language} />
            ) : null;
          }}
        </Tabs>
      )}
      {chosen.length === 0 && (
        <p className={note}>{t`Choose a language to translate the callout into.`}</p>
      )}
    </div>
  );
}

interface LanguagePanelProps extends Pick<TranslationsTabProps, "form" | "builder"> {
  language: CalloutLanguage;
}

function LanguagePanel({ form, builder, language }: LanguagePanelProps) {
  const { t, i18n } = useLingui();
  const { name, label } = language;
  const translation: TranslationValues = form.values.variants[name] ?? emptyTranslation();
  const missing = untranslatedCount(builder, name);
  const texts = formTexts(builder.slides);

  const setComponentText = (source: string, text: string) =>
    form.set(`variants.${name}.componentText`, { ...translation.componentText, [source]: text });
  const setButton = (slideId: string, button: keyof ButtonTexts, text: string) =>
    form.set(`variants.${name}.slideNavigation`, {
      ...translation.slideNavigation,
      [slideId]: {
        ...(translation.slideNavigation[slideId] ?? { prevText: "", nextText: "", submitText: "" }),
        [button]: text,
      },
    });

  const group = (id: string, title: string, rows: ReactNode) => (
    <section className={section} aria-labelledby={id}>
      <Heading level={3} size="sm" id={id}>
        {title}
      </Heading>
      <div>{rows}</div>
    </section>
  );

  return (
    <div className={tabColumn} style={{ maxWidth: "none" }}>
      <p role="status">
        {missing === 0
          ? t`Everything is translated into ${label}.`
          : plural(missing, {
              one: `# text is still to translate into ${label}: it shows in the default language until then.`,
              other: `# texts are still to translate into ${label}: they show in the default language until then.`,
            })}
      </p>
      {group(
        `translation-${name}-callout`,
        t`The callout`,
        calloutTextNames(builder).map((text) => {
          const source = builder[text];
          if (source.trim() === "") return null;
          // Typed paths do not reach through a record's keys (the language's name).
          const binding = form.text(`variants.${name}.${text}` as never);
          return (
            <TranslationPair
              key={text}
              id={binding.id}
              name={i18n._(CALLOUT_TEXTS[text].name)}
              language={label}
              source={source}
              html={CALLOUT_TEXTS[text].html}
              long={CALLOUT_TEXTS[text].long}
              value={translation[text]}
              error={binding.error}
              onChange={(value) => form.set(`variants.${name}.${text}`, value)}
            />
          );
        }),
      )}
      {builder.sendResponseEmail &&
        group(
          `translation-${name}-answers-copy`,
          t`Copy of the answers`,
          <>
            <p className={note}>
              {t`Left empty, readers in ${label} get the standard text in their language.`}
            </p>
            <TranslationPair
              name={t`Subject of the copy`}
              language={label}
              source={builder.responseEmailSubject || t`(the standard subject)`}
              value={translation.responseEmailSubject}
              onChange={(value) => form.set(`variants.${name}.responseEmailSubject`, value)}
            />
            <TranslationPair
              name={t`Text of the copy`}
              language={label}
              source={builder.responseEmailBody || t`(the standard text)`}
              html={builder.responseEmailBody !== ""}
              long
              value={translation.responseEmailBody}
              onChange={(value) => form.set(`variants.${name}.responseEmailBody`, value)}
            />
            <TranslationPair
              name={t`Text of the link to the callout`}
              language={label}
              source={builder.responseLinkText[CALLOUT_LINK_TEXT] || t`(the standard text)`}
              value={translation.responseLinkText[CALLOUT_LINK_TEXT] ?? ""}
              onChange={(value) =>
                form.set(`variants.${name}.responseLinkText`, {
                  ...translation.responseLinkText,
                  [CALLOUT_LINK_TEXT]: value,
                })
              }
            />
          </>,
        )}
      {builder.slides.map((slide, index) => {
        const buttons = slideButtons(builder.slides, index).filter(
          (button) => slide[button].trim() !== "",
        );
        const slideTexts = texts.filter((text) => text.slideId === slide.id);
        if (buttons.length === 0 && slideTexts.length === 0) return null;
        return (
          <div key={slide.id}>
            {group(
              `translation-${name}-${slide.id}`,
              slide.title ? t`Slide ${index + 1}: ${slide.title}` : t`Slide ${index + 1}`,
              <>
                {slideTexts.map((text) => (
                  <TranslationPair
                    key={text.source}
                    name={i18n._(roleName(text))}
                    language={label}
                    source={text.source}
                    html={text.html}
                    value={translation.componentText[text.source] ?? ""}
                    onChange={(value) => setComponentText(text.source, value)}
                  />
                ))}
                {buttons.map((button) => (
                  <TranslationPair
                    key={button}
                    name={i18n._(buttonName(button, index + 1))}
                    language={label}
                    source={slide[button]}
                    value={translation.slideNavigation[slide.id]?.[button] ?? ""}
                    onChange={(value) => setButton(slide.id, button, value)}
                  />
                ))}
              </>,
            )}
          </div>
        );
      })}
    </div>
  );
}
