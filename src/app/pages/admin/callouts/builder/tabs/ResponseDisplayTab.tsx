import { useLingui } from "@lingui/react/macro";
import type { BuilderSlide } from "@core/callouts/builder";
import type { FormComponent } from "@core/forms/schema";
import { inputComponents } from "@core/forms/walk";
import {
  Checkbox,
  CheckboxGroup,
  RepeatableList,
  Select,
  TextField,
  type SelectOption,
} from "@ui/form";
import { Heading } from "@ui/typography";
import type { BuilderTabProps } from "../types";
import { fieldRow, nested, section, tabColumn } from "./styles";

// Examples with braces, given as values: braces in a message would be placeholders.
const TILES_EXAMPLE = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const PATTERN_EXAMPLE = "{street}, {city}";

/** The form's questions `accepts` takes, as `<slideId>.<key>` with a name to choose them by. */
function questionOptions(
  slides: readonly BuilderSlide[],
  accepts: (component: FormComponent) => boolean,
  slideName: (number: number, title: string) => string,
): SelectOption[] {
  return slides.flatMap((slide, index) =>
    inputComponents(slide)
      .filter(accepts)
      .map((component) => ({
        value: `${slide.id}.${component.key}`,
        label: `${slideName(index + 1, slide.title)}: ${component.label || component.key}`,
      })),
  );
}

export interface ResponseDisplayTabProps extends BuilderTabProps {
  slides: readonly BuilderSlide[];
}

/** Whether and how the public sees responses: which, titled and pictured how, in a gallery, on a map. */
export function ResponseDisplayTab({ form, slides }: ResponseDisplayTabProps) {
  const { t } = useLingui();
  const view = form.values.responseViewSchema;
  const slideName = (number: number, title: string) =>
    title ? t`Slide ${number} (${title})` : t`Slide ${number}`;
  const questions = (accepts: (component: FormComponent) => boolean) =>
    questionOptions(slides, accepts, slideName);
  const textTypes = new Set(["textfield", "textarea"]);
  const at = "responseViewSchema.map" as const;
  return (
    <div className={tabColumn}>
      <section className={section} aria-labelledby="builder-public">
        <Heading level={2} size="sm" id="builder-public">{t`Responses in public`}</Heading>
        <Checkbox
          {...form.checkbox("responseViewSchema.enabled")}
          hint={t`Chosen responses appear in a gallery or on a map on the callout's page, and can be embedded in articles.`}
        />
        {view.enabled && (
          <div className={nested}>
            <CheckboxGroup
              {...form.checkboxes("responseViewSchema.buckets")}
              hint={t`Only responses staff have put in these groups are shown.`}
              options={[
                { value: "verified", label: t`Verified` },
                { value: "", label: t`Inbox (not yet reviewed)` },
                { value: "trash", label: t`Trash` },
              ]}
            />
            <Select
              {...form.select("responseViewSchema.titleProp")}
              placeholder={t`Choose a question`}
              options={questions(() => true)}
            />
            <Checkbox {...form.checkbox("responseViewSchema.gallery")} />
            <Select
              {...form.select("responseViewSchema.imageProp")}
              placeholder={t`No picture`}
              hint={t`A file question of the form.`}
              options={questions((component) => component.type === "file")}
            />
            <Checkbox {...form.checkbox("responseViewSchema.mapEnabled")} />
            {view.mapEnabled && (
              <div className={nested}>
                <Select
                  {...form.select(`${at}.addressProp`)}
                  placeholder={t`Choose an address question`}
                  options={questions((component) => component.type === "address")}
                />
                <TextField
                  {...form.text(`${at}.style`)}
                  type="url"
                  spellCheck={false}
                  hint={t`The address of the map's tiles, such as ${TILES_EXAMPLE}. Check its terms of use.`}
                />
                <fieldset className={fieldRow}>
                  <legend>{t`Centre`}</legend>
                  <TextField {...form.number(`${at}.center.0`)} label={t`Longitude`} step="any" />
                  <TextField {...form.number(`${at}.center.1`)} label={t`Latitude`} step="any" />
                </fieldset>
                <fieldset className={fieldRow}>
                  <legend>{t`Bounds: the map does not go beyond them`}</legend>
                  <TextField
                    {...form.number(`${at}.bounds.0.0`)}
                    label={t`West (longitude)`}
                    step="any"
                  />
                  <TextField
                    {...form.number(`${at}.bounds.0.1`)}
                    label={t`South (latitude)`}
                    step="any"
                  />
                  <TextField
                    {...form.number(`${at}.bounds.1.0`)}
                    label={t`East (longitude)`}
                    step="any"
                  />
                  <TextField
                    {...form.number(`${at}.bounds.1.1`)}
                    label={t`North (latitude)`}
                    step="any"
                  />
                </fieldset>
                <fieldset className={fieldRow}>
                  <legend>{t`Zoom, from 0 (the world) to 20 (a street)`}</legend>
                  <TextField {...form.number(`${at}.initialZoom`)} min={0} max={20} />
                  <TextField {...form.number(`${at}.minZoom`)} min={0} max={20} />
                  <TextField {...form.number(`${at}.maxZoom`)} min={0} max={20} />
                </fieldset>
                <TextField
                  {...form.text(`${at}.geocodeCountries`)}
                  spellCheck={false}
                  hint={t`Optional. Two-letter country codes, separated by commas, such as gb,ie.`}
                />
                <Select
                  {...form.select(`${at}.addressPatternProp`)}
                  placeholder={t`None`}
                  hint={t`Optional. When someone adds a place on the map, this text question gets its address.`}
                  options={questions((component) => textTypes.has(component.type))}
                />
                {form.values.responseViewSchema.map.addressPatternProp && (
                  <TextField
                    {...form.text(`${at}.addressPattern`)}
                    hint={t`Optional. How the address is written, such as ${PATTERN_EXAMPLE}.`}
                  />
                )}
              </div>
            )}
            <RepeatableList
              {...form.list("responseViewSchema.links")}
              hint={t`Optional. Shown with the responses, to your coverage say.`}
              newItem={() => ({ text: "", url: "" })}
              addLabel={t`Add a link`}
              removeLabel={(row) => t`Remove link ${row}`}
              max={20}
            >
              {(item) => (
                <div className={fieldRow}>
                  <TextField {...form.text(`${item.path}.text`)} />
                  <TextField {...form.text(`${item.path}.url`)} type="url" />
                </div>
              )}
            </RepeatableList>
          </div>
        )}
      </section>
    </div>
  );
}
