import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { BigTitle, Heading, Text, type HeadingSize, type TextSize } from "@ui/typography";
import { ToolkitSection } from "./ToolkitSection";

const HEADING_SIZES: [HeadingSize, number][] = [
  ["xl", 32],
  ["lg", 26],
  ["md", 22],
  ["sm", 20],
];
const TEXT_SIZES: [TextSize, number][] = [
  ["lg", 18],
  ["base", 16],
  ["sm", 14],
  ["xs", 12],
];

const samples = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

/** The type scale: the big title, the heading sizes and the text sizes. */
export function TypographySection() {
  const { t } = useLingui();
  return (
    <ToolkitSection id="toolkit-typography" title={t`Typography`}>
      <div className={samples}>
        {/* Samples are h3 so the page outline stays: h1 page, h2 section. */}
        <BigTitle level={3}>{t`Big title, 48 px (32 px on small screens)`}</BigTitle>
        {HEADING_SIZES.map(([size, px]) => (
          <Heading key={size} level={3} size={size}>
            {t`Heading ${size}, ${px} px`}
          </Heading>
        ))}
      </div>
      <div className={samples}>
        {TEXT_SIZES.map(([size, px]) => (
          <Text key={size} size={size}>
            {t`Text ${size}, ${px} px: members, callouts and the stories they start.`}
          </Text>
        ))}
      </div>
    </ToolkitSection>
  );
}
