import { atom } from "nanostores";
// The modules themselves, not the folder index, keep the schema code out of the frames.
import type { GeneralContent } from "@core/content/general";
import { GENERAL_DEFAULTS } from "@core/content/general-defaults";
import { generalContent } from "@core/content/api";
import { api } from "../api";

/** The organisation's general settings: name, logo, links, locale, theme. */
export const $general = atom<GeneralContent>(GENERAL_DEFAULTS);

/**
 * Fetches the general settings. The dashboard calls this on every navigation, so a change an
 * admin makes (theme, name, locale) reaches open pages without a reload.
 */
export async function loadGeneralContent(): Promise<GeneralContent> {
  const general = await api.send(generalContent());
  $general.set(general);
  return general;
}
