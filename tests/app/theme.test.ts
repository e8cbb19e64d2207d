import { beforeEach, describe, expect, it } from "vitest";
import { getTheme, initTheme, resetThemeCache, toggleTheme } from "../../src/lib/theme";

const root = document.documentElement;

beforeEach(() => {
  resetThemeCache();
  root.classList.remove("dark", "light");
});

describe("theme", () => {
  it("starts light and stores it when nothing valid is stored", () => {
    localStorage.setItem("theme", "purple");
    expect(initTheme()).toBe("light");
    expect(localStorage.getItem("theme")).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("starts from a stored dark theme", () => {
    localStorage.setItem("theme", "dark");
    expect(initTheme()).toBe("dark");
    expect(root.classList.contains("dark")).toBe(true);
  });

  it("toggling switches, stores and adds or removes the dark class on the root", () => {
    initTheme();
    expect(toggleTheme()).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(root.classList.contains("dark")).toBe(true);
    expect(toggleTheme()).toBe("light");
    expect(getTheme()).toBe("light");
    expect(localStorage.getItem("theme")).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
  });
});
