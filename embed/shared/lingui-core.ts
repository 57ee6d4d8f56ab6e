/**
 * `@lingui/core` as the frames use it, in a sixth of its size: the frames' build resolves
 * `@lingui/core` here (vite.config.ts). Catalogs arrive compiled, so this is `i18n` with
 * `load`, `activate`, `_`/`t`, `date`, `number` and the `change` event, and the formatting of
 * compiled messages (arguments, plural, selectordinal, select, number, date, time) exactly as
 * Lingui 5 does it. Left out: the deprecated locale data, the runtime message compiler (never in
 * production builds) and the `missing` event and handler, which nothing here uses.
 */
import type { MessageDescriptor, Messages } from "@lingui/core";

type Locales = string | string[];
type Values = Record<string, unknown>;
type Formats = Record<string, Intl.NumberFormatOptions | Intl.DateTimeFormatOptions>;
/** A compiled message: text, and arguments as `[name, type?, format?]`. */
type Token = string | [name: string, type?: string, format?: unknown];
/** A plural or select argument's branches (and a plural's `offset`). */
type Cases = Record<string, unknown>;

/** Lingui adds English last, so Intl always has a locale it knows. */
const withFallback = (locales: Locales) => [...[locales].flat(), "en"];

function date(locales: Locales, value: string | Date, format: unknown = "default"): string {
  let options: Intl.DateTimeFormatOptions;
  if (typeof format === "string") {
    options = { day: "numeric", month: "short", year: "numeric" };
    if (format === "full") options.weekday = "long";
    if (format === "full" || format === "long") options.month = "long";
    if (format === "short") options.month = "numeric";
  } else {
    options = format as Intl.DateTimeFormatOptions;
  }
  const when = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat(withFallback(locales), options).format(when);
}

function time(locales: Locales, value: string | Date, format: unknown = "default"): string {
  if (typeof format !== "string") return date(locales, value, format);
  const options: Intl.DateTimeFormatOptions = {
    second: "numeric",
    minute: "numeric",
    hour: "numeric",
  };
  if (format === "full" || format === "long") options.timeZoneName = "short";
  if (format === "short") delete options.second;
  return date(locales, value, options);
}

function number(locales: Locales, value: number, format?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(withFallback(locales), format).format(value);
}

const OCTOTHORPE = "%__lingui_octothorpe__%";
const ESCAPE = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;

const decodeEscapes = (text: string) =>
  text.replace(ESCAPE, (_, unicode?: string, hex?: string) =>
    String.fromCharCode(parseInt(unicode ?? hex ?? "", 16)),
  );

/** A compiled message with its values, as Lingui's `interpolate` writes it. */
function interpolate(
  tokens: Token[],
  locales: Locales,
  values: Values = {},
  formats: Formats = {},
): string {
  const style = (format: unknown) =>
    typeof format === "object" ? format : formats[format as string];
  const pluralOf = (ordinal: boolean, value: number, { offset = 0, ...cases }: Cases) => {
    const by = offset as number;
    const rules = new Intl.PluralRules(withFallback(locales), {
      type: ordinal ? "ordinal" : "cardinal",
    });
    const chosen = cases[value] ?? cases[rules.select(value - by)] ?? cases.other;
    const numberFormat = Object.keys(formats).length ? style("number") : undefined;
    const shown = number(locales, value - by, numberFormat as Intl.NumberFormatOptions);
    return String(chosen).replace(new RegExp(OCTOTHORPE, "g"), shown);
  };
  const write = (message: Token[] | string, inPlural = false): string => {
    if (!Array.isArray(message)) return message;
    return message.reduce<string>((text, token) => {
      if (token === "#" && inPlural) return text + OCTOTHORPE;
      if (typeof token === "string") return text + token;
      const [name, type, format] = token;
      let value: unknown = values[name];
      if (type === "plural" || type === "selectordinal" || type === "select") {
        const cases: Cases = {};
        for (const [key, branch] of Object.entries(format as Cases)) {
          cases[key] =
            key === "offset" ? branch : write(branch as Token[] | string, type !== "select");
        }
        value =
          type === "select"
            ? (cases[value as string] ?? cases.other)
            : pluralOf(type === "selectordinal", value as number, cases);
      } else if (type === "number") {
        const options = style(format) ?? { style: format };
        value = number(locales, value as number, options as Intl.NumberFormatOptions);
      } else if (type === "date" || type === "time") {
        value = (type === "date" ? date : time)(locales, value as Date, style(format) ?? format);
      }
      return value == null ? text : text + String(value);
    }, "");
  };
  return decodeEscapes(write(tokens));
}

export class I18n {
  private _locale = "";
  private _locales: Locales | undefined;
  private readonly _messages: Record<string, Messages> = {};
  private readonly listeners = new Set<() => void>();

  get locale(): string {
    return this._locale;
  }

  get locales(): Locales | undefined {
    return this._locales;
  }

  get messages(): Messages {
    return this._messages[this._locale] ?? {};
  }

  /** Only `change`, sent when messages load or the locale changes; answers the unsubscribe. */
  on(_event: "change", listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }

  load(locale: string, messages: Messages): void {
    this._messages[locale] = Object.assign(this._messages[locale] ?? {}, messages);
    this.changed();
  }

  activate(locale: string, locales?: Locales): void {
    this._locale = locale;
    this._locales = locales;
    this.changed();
  }

  _(
    descriptor: string | MessageDescriptor,
    values?: Values,
    options?: { message?: string; formats?: Formats },
  ): string {
    let id = typeof descriptor === "string" ? descriptor : descriptor.id;
    let message = options?.message;
    if (typeof descriptor !== "string") {
      values = descriptor.values ?? values;
      message = descriptor.message;
    }
    id ??= "";
    const translation = (this.messages[id] as Token[] | string | undefined) || message || id;
    if (typeof translation === "string") return decodeEscapes(translation);
    return interpolate(translation, this._locales ?? this._locale, values, options?.formats);
  }

  t = this._.bind(this);

  date(value: string | Date, format?: Intl.DateTimeFormatOptions): string {
    return date(this._locales ?? this._locale, value, format);
  }

  number(value: number, format?: Intl.NumberFormatOptions): string {
    return number(this._locales ?? this._locale, value, format);
  }
}

export function setupI18n(params: { locale?: string; messages?: Record<string, Messages> } = {}) {
  const i18n = new I18n();
  for (const [locale, messages] of Object.entries(params.messages ?? {})) {
    i18n.load(locale, messages);
  }
  if (params.locale) i18n.activate(params.locale);
  return i18n;
}

export const i18n = new I18n();
