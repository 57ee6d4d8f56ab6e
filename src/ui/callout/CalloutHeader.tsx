import { css } from "@linaria/core";
import { useStore } from "@nanostores/react";
import { $general } from "@stores/settings";
import { BigTitle } from "../typography/BigTitle";
import { LanguageSwitch } from "./LanguageSwitch";
import { calloutPath, useCalloutNavigation, type CalloutPage } from "./navigation";
import type { Callout } from "./types";

export interface CalloutHeaderProps {
  callout: Callout;
  /** The variant the texts are in. */
  variant: string;
  /** The page shown, which the language links keep. */
  page?: CalloutPage;
  /** A frame shows no title: the host page's article has one. */
  hideTitle?: boolean;
}

const header = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** The callout's title and, when it is translated, its languages. */
export function CalloutHeader({ callout, variant, page, hideTitle = false }: CalloutHeaderProps) {
  const navigation = useCalloutNavigation();
  const { locale } = useStore($general);
  const variants = callout.variantNames ?? [];
  if (hideTitle && variants.length < 2) return null;
  return (
    <header className={header}>
      {!hideTitle && <BigTitle>{callout.title}</BigTitle>}
      <LanguageSwitch
        variantNames={variants}
        current={variant}
        defaultLocale={locale}
        hrefFor={(lang) => calloutPath({ ...navigation, lang }, callout.slug, page)}
      />
    </header>
  );
}
