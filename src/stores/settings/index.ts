import { atom } from "nanostores";
import { generalContent, type GeneralContent } from "../../core/content";
import { api } from "../api";

/** The organisation's general settings: name, logo, links, locale, theme. */
export const $general = atom<GeneralContent>(generalContent.defaults);

/**
 * Fetches the general settings. The dashboard calls this on every navigation, so a change an
 * admin makes (theme, name, locale) reaches open pages without a reload.
 */
export async function loadGeneralContent(): Promise<GeneralContent> {
  const general = await api.get<GeneralContent>("content/general");
  $general.set(general);
  return general;
}
