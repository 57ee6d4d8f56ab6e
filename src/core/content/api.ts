import { read } from "../api/call";
import type { GeneralContent } from "./general";

/** The organisation's settings, which every page and frame starts from. */
export const generalContent = () => read<GeneralContent>("content/general");
