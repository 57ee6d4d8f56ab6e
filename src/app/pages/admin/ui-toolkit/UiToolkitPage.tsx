import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Heading, Text } from "@ui/typography";
import { ButtonsSection } from "./ButtonsSection";
import { ChartsSection } from "./ChartsSection";
import { DialogsSection } from "./DialogsSection";
import { FiltersSection } from "./FiltersSection";
import { FormSection } from "./FormSection";
import { NotificationsSection } from "./NotificationsSection";
import { RichTextSection } from "./RichTextSection";
import { TablesSection } from "./TablesSection";
import { TabsSection } from "./TabsSection";
import { TypographySection } from "./TypographySection";
import { UploadsSection } from "./UploadsSection";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 64rem;
`;

/**
 * The component library as the organisation's theme draws it: every style here comes from
 * the theme's CSS variables, so a theme change shows at once.
 */
export default function UiToolkitPage() {
  const { t } = useLingui();
  return (
    <div className={page}>
      <div>
        <Heading level={1}>{t`UI toolkit`}</Heading>
        <Text>{t`The building blocks of this site, in your organisation's colours and fonts.`}</Text>
      </div>
      <TypographySection />
      <ButtonsSection />
      <FormSection />
      <NotificationsSection />
      <DialogsSection />
      <TablesSection />
      <ChartsSection />
      <FiltersSection />
      <TabsSection />
      <RichTextSection />
      <UploadsSection />
    </div>
  );
}
