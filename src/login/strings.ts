import en from "virtual:login-page-strings/en";
import no from "virtual:login-page-strings/no";
import type { Locale } from "../../domain/constants";

const STRINGS: Record<Locale, Record<string, unknown>> = { en, no };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** i18next's lookup and `{{name}}` interpolation, for the few strings of the sign-in page. */
export function translator(locale: Locale): Translate {
  return (key, values) => {
    let node: unknown = STRINGS[locale];
    for (const step of key.split(".")) {
      node = typeof node === "object" && node !== null ? Reflect.get(node, step) : undefined;
    }
    const text = typeof node === "string" ? node : key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ""));
  };
}
