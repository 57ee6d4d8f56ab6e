import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { UploadField } from "@ui/upload";
import { Text } from "@ui/typography";
import { ToolkitSection } from "./ToolkitSection";

const fields = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: 1.5rem;
  align-items: start;
`;

const field = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
`;

const valueLine = css`
  overflow-wrap: anywhere;
`;

/** The demo organisation's logo, a file of this site, as a field's saved value. */
const EXAMPLE_LOGO = "/demo/logo.svg";

/**
 * Upload fields as staff forms use them: empty, already holding a file, for PDFs, and with a
 * form's error. The files really go to the server, which may refuse them.
 */
export function UploadsSection() {
  const { t } = useLingui();
  const [cover, setCover] = useState<string>();
  const [logo, setLogo] = useState<string | undefined>(EXAMPLE_LOGO);
  const [pressKit, setPressKit] = useState<string>();
  const [share, setShare] = useState<string>();
  const shownValue = (value: string | undefined) =>
    t`Value: ${value === undefined ? t`none` : JSON.stringify(value)}`;

  return (
    <ToolkitSection id="toolkit-uploads" title={t`File uploads`}>
      <Text>
        {t`Choose or drop a file: it is uploaded at once, with its progress, and the field keeps its address. Files you upload here are really stored.`}
      </Text>
      <div className={fields}>
        <div className={field}>
          <UploadField
            id="toolkit-cover"
            kind="image"
            label={t`Cover image`}
            hint={t`Shown above the callout's introduction.`}
            value={cover}
            onChange={setCover}
            required
          />
          <Text size="sm" className={valueLine}>
            {shownValue(cover)}
          </Text>
        </div>
        <div className={field}>
          <UploadField
            id="toolkit-logo"
            kind="image"
            label={t`Logo`}
            value={logo}
            onChange={setLogo}
          />
          <Text size="sm" className={valueLine}>
            {shownValue(logo)}
          </Text>
        </div>
        <div className={field}>
          <UploadField
            id="toolkit-press-kit"
            kind="document"
            label={t`Press kit`}
            value={pressKit}
            onChange={setPressKit}
          />
          <Text size="sm" className={valueLine}>
            {shownValue(pressKit)}
          </Text>
        </div>
        <div className={field}>
          <UploadField
            id="toolkit-share-image"
            kind="image"
            label={t`Share image`}
            value={share}
            onChange={setShare}
            error={share ? undefined : t`Choose an image for links to the callout`}
            required
          />
          <Text size="sm" className={valueLine}>
            {shownValue(share)}
          </Text>
        </div>
      </div>
    </ToolkitSection>
  );
}
