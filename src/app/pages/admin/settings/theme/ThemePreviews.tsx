import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { Theme } from "@core/theme/schema";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { CalloutFramePreview, FramePreview } from "./FramePreview";

const previews = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  @media (min-width: 1100px) {
    position: sticky;
    top: 1rem;
  }
`;

/** The callout frame and the join form beside the theme form, painted in the theme shown. */
export function ThemePreviews({ theme, locale }: { theme: Theme; locale: string }) {
  const { t } = useLingui();
  return (
    <div className={previews}>
      <section className={card} aria-labelledby="theme-frame">
        <Heading level={2} size="md" id="theme-frame">
          {t`Callout frame`}
        </Heading>
        <Text size="sm">{t`Your newest open callout, as articles embed it, in the colours and fonts above.`}</Text>
        <CalloutFramePreview theme={theme} locale={locale} />
      </section>
      <section className={card} aria-labelledby="theme-join">
        <Heading level={2} size="md" id="theme-join">
          {t`Join form`}
        </Heading>
        <Text size="sm">{t`The join form, as articles embed it, in the colours and fonts above.`}</Text>
        <FramePreview
          src="/embed/join"
          title={t`Preview of the join form as articles embed it`}
          theme={theme}
          locale={locale}
        />
      </section>
    </div>
  );
}
