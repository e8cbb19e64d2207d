import { STORAGE_KEYS, THEMES, type Theme } from "../../domain/constants";
import { readLocal, writeLocal } from "./local-data/web-storage";

const listeners = new Set<() => void>();

const isTheme = (value: string | null): value is Theme =>
  value !== null && (THEMES as readonly string[]).includes(value);

/** The stored value if it is light or dark, else light (and that is stored). */
export function initialTheme(): Theme {
  const stored = readLocal(STORAGE_KEYS.theme);
  if (isTheme(stored)) return stored;
  writeLocal(STORAGE_KEYS.theme, "light");
  return "light";
}

let current: Theme | null = null;

/** The `dark` class on <html> also switches Chakra's _dark condition. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
  root.style.colorScheme = theme;
}

export function getTheme(): Theme {
  if (current === null) current = initialTheme();
  return current;
}

export function setTheme(theme: Theme): void {
  current = theme;
  writeLocal(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

export const toggleTheme = (): Theme => {
  const next: Theme = getTheme() === "dark" ? "light" : "dark";
  setTheme(next);
  return next;
};

export function initTheme(): Theme {
  current = initialTheme();
  applyTheme(current);
  return current;
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget the cached value so the next read goes to storage again. */
export function resetThemeCache(): void {
  current = null;
}
