import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { LOCALE_INFO, parseLocale } from "@core/i18n/locales";
import { CalloutLink } from "./navigation";

export interface LanguageSwitchProps {
  /** The callout's variants: `default` and the translations' names (`de`, `de@informal`). */
  variantNames: readonly string[];
  /** The variant shown. */
  current: string;
  /** The organisation's language, which `default` is written in. */
  defaultLocale: string;
  /** The address of the page in a variant's language (`?lang=<name>`). */
  hrefFor(lang: string): string;
}

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    color: rgb(var(--c-link-text));
  }

  & a[aria-current] {
    color: rgb(var(--c-body));
    font-weight: 600;
    text-decoration: none;
  }
`;

const nameOf = (name: string) => {
  const locale = parseLocale(name);
  return locale ? LOCALE_INFO[locale].name : name;
};

/** Links to the callout in each language it is written in; shown only for two or more. */
export function LanguageSwitch({
  variantNames,
  current,
  defaultLocale,
  hrefFor,
}: LanguageSwitchProps) {
  const { t } = useLingui();
  if (variantNames.length < 2) return null;
  return (
    <nav aria-label={t`Language of this callout`}>
      <ul className={list}>
        {variantNames.map((name) => {
          const lang = name === "default" ? defaultLocale : name;
          const locale = parseLocale(lang);
          return (
            <li key={name}>
              <CalloutLink
                href={hrefFor(lang)}
                hrefLang={locale?.split("-x-")[0]}
                aria-current={name === current ? "true" : undefined}
              >
                {nameOf(lang)}
              </CalloutLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
