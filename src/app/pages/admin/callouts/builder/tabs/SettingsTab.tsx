import type { BuilderTabProps } from "../types";
import { AccessSettings } from "./AccessSettings";
import { NewsletterSettings } from "./NewsletterSettings";
import { ResponseSettings } from "./ResponseSettings";
import { SchedulingSettings } from "./SchedulingSettings";
import { tabColumn } from "./styles";

/**
 * When the callout opens and closes, who may answer and how often, the captcha, the newsletter
 * sign-up, and the emails staff get about responses.
 */
export function SettingsTab({ form, meta }: BuilderTabProps) {
  return (
    <div className={tabColumn}>
      <SchedulingSettings form={form} meta={meta} />
      <AccessSettings form={form} />
      <ResponseSettings form={form} />
      <NewsletterSettings form={form} />
    </div>
  );
}
