import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, waitFor } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../locales/en.json";
import no from "../../locales/no.json";
import EmptyLayout from "../../src/app/layouts/EmptyLayout";
import { NotFoundPage } from "../../src/app/pages/NotFoundPage";
import { appSystem } from "../../src/app/theme/system";
import {
  FIRST_SCREEN_KEYS,
  LOGIN_PAGE_KEYS,
  pickStrings,
} from "../../src/lib/first-screen-strings";

/** Text that looks like a translation key ("auth.login.email") rather than words. */
const KEY_LIKE = /\b[a-z][\w-]*\.[a-z][\w.-]*[a-zA-Z]\b/;

async function firstScreenI18n() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: pickStrings(en, FIRST_SCREEN_KEYS) } },
    lng: "en",
    interpolation: { escapeValue: false },
  });
  return i18n;
}

beforeEach(() => vi.stubGlobal("fetch", vi.fn<typeof fetch>()));
afterEach(() => vi.unstubAllGlobals());

describe("the first screen's strings", () => {
  it("keep the shape of the language, only the listed parts", () => {
    const picked = pickStrings(en, ["app", "errors.backHome", "suite.tabs"]);
    expect(picked).toEqual({
      app: en.app,
      errors: { backHome: en.errors.backHome },
      suite: { tabs: en.suite.tabs },
    });
    expect(() => pickStrings(en, ["auth.nothing-here"])).toThrow("auth.nothing-here");
  });

  it("name parts both languages have", () => {
    expect(() => pickStrings(en, FIRST_SCREEN_KEYS)).not.toThrow();
    expect(() => pickStrings(no, FIRST_SCREEN_KEYS)).not.toThrow();
  });

  it("load per screen: the first screen's, then every string of each language", async () => {
    vi.resetModules();
    const { i18n, loadEveryString, loadLocale } = await import("../../src/lib/i18n");
    const has = (key: string, lng: string) => i18n.exists(key, { lng, fallbackLng: false });
    expect(has("auth.login.heading", "en")).toBe(true);
    expect(has("posts.editor.newPost", "en")).toBe(false);
    await loadLocale("no");
    expect(has("auth.login.heading", "no")).toBe(true);
    expect(has("posts.editor.newPost", "no")).toBe(false);
    await loadEveryString();
    expect(has("posts.editor.newPost", "en")).toBe(true);
    // From now on a language comes whole.
    await loadLocale("no");
    expect(has("posts.editor.newPost", "no")).toBe(true);
  });

  it("name parts both languages have, for the sign-in page too", () => {
    expect(() => pickStrings(no, LOGIN_PAGE_KEYS)).not.toThrow();
    expect(() => pickStrings(en, LOGIN_PAGE_KEYS)).not.toThrow();
  });

  it("cover the logged-out layout and the not-found page: no key shows", {
    timeout: 20_000,
  }, async () => {
    const i18n = await firstScreenI18n();
    const router = createMemoryRouter(
      [
        { element: <EmptyLayout />, children: [{ path: "/signed-out", element: <p>page</p> }] },
        { path: "*", element: <NotFoundPage message="Page not found: /nowhere" /> },
      ],
      { initialEntries: ["/signed-out"] },
    );
    const { container } = render(
      <ChakraProvider value={appSystem()}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </ChakraProvider>,
    );
    await screen.findByRole("button", { name: "Toggle dark mode" });
    const labels = () =>
      [...container.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label"));
    expect(container.textContent).not.toMatch(KEY_LIKE);
    expect(labels().filter((l) => l && KEY_LIKE.test(l))).toEqual([]);

    await router.navigate("/nowhere");
    await waitFor(() => expect(container.textContent).toContain(en.errors.pageNotFound));
    expect(container.textContent).not.toMatch(KEY_LIKE);
  });
});
