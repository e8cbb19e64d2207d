import { afterEach, describe, expect, it } from "vitest";
import {
  localeFromPath,
  localizePath,
  readLocaleCookie,
  stripLocale,
  writeLocaleCookie,
} from "../../src/lib/locale";

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie
  document.cookie = "i18n_redirected=; max-age=0; path=/";
});

describe("language from the URL", () => {
  it("/no is Norwegian, everything else English", () => {
    expect(localeFromPath("/no/login")).toBe("no");
    expect(localeFromPath("/no")).toBe("no");
    expect(localeFromPath("/login")).toBe("en");
    expect(localeFromPath("/nordic")).toBe("en");
  });

  it("adds and strips the prefix", () => {
    expect(localizePath("/login", "no")).toBe("/no/login");
    expect(localizePath("/", "no")).toBe("/no");
    expect(localizePath("/login", "en")).toBe("/login");
    expect(stripLocale("/no/login")).toBe("/login");
    expect(stripLocale("/no")).toBe("/");
    expect(stripLocale("/login")).toBe("/login");
  });
});

describe("the i18n_redirected cookie", () => {
  it("is written for 365 days on path /", () => {
    const doc = { cookie: "" } as Document;
    writeLocaleCookie("no", doc);
    expect(doc.cookie).toContain("i18n_redirected=no");
    expect(doc.cookie).toContain(`max-age=${365 * 24 * 60 * 60}`);
    expect(doc.cookie).toContain("path=/");
  });

  it("round-trips through the document", () => {
    writeLocaleCookie("no");
    expect(readLocaleCookie()).toBe("no");
    writeLocaleCookie("en");
    expect(readLocaleCookie()).toBe("en");
  });
});
