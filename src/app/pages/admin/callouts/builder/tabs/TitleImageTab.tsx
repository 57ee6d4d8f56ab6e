import { useLingui } from "@lingui/react/macro";
import { slugify } from "@core/callouts/slug";
import { Checkbox, CopyField, TextArea, TextField } from "@ui/form";
import { Heading } from "@ui/typography";
import { UploadField } from "@ui/upload";
import type { BuilderTabProps } from "../types";
import { nested, note, section, tabColumn } from "./styles";

/** Title, summary, cover image, the callout's address and its texts when shared. */
export function TitleImageTab({ form, meta }: BuilderTabProps) {
  const { t } = useLingui();
  const { values } = form;
  const base = `${location.origin}/callouts/`;
  const image = form.field("image");
  return (
    <div className={tabColumn}>
      <section className={section} aria-labelledby="builder-general">
        <Heading level={2} size="sm" id="builder-general">{t`General`}</Heading>
        <TextField
          {...form.text("title")}
          hint={t`Readers see it above the callout, and in the list of callouts.`}
        />
        <TextArea
          {...form.text("excerpt")}
          rows={3}
          hint={t`One or two sentences: they show in the list of callouts and when the callout is shared.`}
        />
        <UploadField
          id={image.id}
          label={image.label}
          error={image.error}
          required={image.required}
          kind="image"
          value={values.image}
          onChange={(url) => form.set("image", url ?? "")}
          hint={t`Optional: without one, the list of callouts shows a plain tile. Best at 1440 × 900 pixels: it is cut to that shape.`}
        />
      </section>

      <section className={section} aria-labelledby="builder-address">
        <Heading level={2} size="sm" id="builder-address">{t`Address`}</Heading>
        {meta.slugLocked ? (
          <>
            <CopyField label={t`Address`} value={`${base}${meta.slug}`} />
            <p className={note}>
              {t`This callout has been published, so its address is in readers' links and articles. It can no longer change.`}
            </p>
          </>
        ) : (
          <>
            <Checkbox
              {...form.checkbox("autoSlug")}
              hint={t`Until the callout is first published. Then its address stays as it is.`}
            />
            {values.autoSlug ? (
              <p>
                {t`Its address will be`}{" "}
                <strong>
                  {base}
                  {slugify(values.title) || "…"}
                </strong>
                <br />
                <small>{t`If another callout has that address already, a number is added to it.`}</small>
              </p>
            ) : (
              <TextField
                {...form.text("slug")}
                spellCheck={false}
                hint={t`The end of ${base}…: lower-case letters, digits and single hyphens.`}
              />
            )}
          </>
        )}
      </section>

      <section className={section} aria-labelledby="builder-sharing">
        <Heading level={2} size="sm" id="builder-sharing">{t`Sharing`}</Heading>
        <Checkbox
          {...form.checkbox("shareOverride")}
          hint={t`Otherwise a shared link shows the title, the summary and the cover image.`}
        />
        {values.shareOverride && (
          <div className={nested}>
            <TextField {...form.text("shareTitle")} />
            <TextArea {...form.text("shareDescription")} rows={3} />
          </div>
        )}
      </section>
    </div>
  );
}
