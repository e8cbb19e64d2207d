import { useCallback } from "react";
import { useLocation } from "react-router-dom";
import type { Locale } from "../../domain/constants";
import { localeFromPath, localizePath } from "./locale";

export const useLocale = (): Locale => localeFromPath(useLocation().pathname);

/** Turns an English path from domain/paths into one in the current language. */
export function useLocalize(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
