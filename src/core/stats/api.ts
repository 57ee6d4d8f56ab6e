import { read } from "../api/call";
import type { Stats, StatsQuery } from "./stats";

/** The organisation's figures for a period and the one before, with monthly series (admins). */
export const stats = (query: StatsQuery = {}) => read<Stats>("stats", query);
