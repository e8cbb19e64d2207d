import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../domain/constants";
import { type LoginPageOptions, mountLoginPage } from "../../src/login/login-page";
import { accountDto, DEMO_REGION, profile } from "./fixtures";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Text that looks like a translation key ("auth.login.email") rather than words. */
const KEY_LIKE = /\b[a-z][\w-]*\.[a-z][\w.-]*[a-zA-Z]\b/;

const fetchMock = vi.fn<typeof fetch>();

/** Answers the region list with `regions` and every other call with `other`. */
const answer = (other: (url: string) => Response, regions: unknown = [DEMO_REGION]) =>
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith("/get-domain-addresses") ? json(200, regions) : other(String(url)),
  );

function mount(locale: Locale = "en", search = "") {
  const host = document.body.appendChild(document.createElement("div"));
  const options: LoginPageOptions = {
    locale,
    search,
    navigate: vi.fn(),
    onLanguage: vi.fn(),
    onToggleTheme: vi.fn(),
  };
  const redraw = mountLoginPage(host, options);
  return { host, options, redraw };
}

const regionReady = () =>
  waitFor(() => expect(screen.getByLabelText("Region")).toHaveValue("demo"));

async function signInWith(email: string, password: string) {
  await userEvent.type(screen.getByLabelText("Email"), email);
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("the sign-in page", () => {
  it("shows the labelled fields, SSO buttons and links", async () => {
    answer(() => json(404, {}));
    const { host } = mount();
    expect(screen.getByRole("heading", { name: "Sign in to Ticker" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    // Until the regions are in, a submit could only answer "no region selected".
    expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled();
    expect(await screen.findByRole("button", { name: "Sign in with Google" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign in with Microsoft" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.getByRole("link", { name: "Get started" })).toHaveAttribute(
      "href",
      "/get-started",
    );
    expect(document.title).toBe("Sign in · Ticker");
    expect(host.textContent).not.toMatch(KEY_LIKE);
  });

  it("offers only the single sign-on providers the server has configured", async () => {
    answer(() => json(404, {}), [{ ...DEMO_REGION, ssoProviders: ["microsoft"] }]);
    mount();
    expect(await screen.findByRole("button", { name: "Sign in with Microsoft" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull();
  });

  it("shows no single sign-on at all when none is configured", async () => {
    answer(() => json(404, {}), [{ ...DEMO_REGION, ssoProviders: [] }]);
    mount();
    await regionReady();
    expect(screen.queryByRole("button", { name: /^Sign in with/ })).toBeNull();
    expect(screen.queryByText("or")).not.toBeVisible();
  });

  it("selects the only region and remembers it as the default", async () => {
    answer(() => json(404, {}));
    mount();
    await regionReady();
    expect(localStorage.getItem("domain")).toBe("demo");
  });

  it("clears a remembered region that is no longer offered, and asks for one", async () => {
    localStorage.setItem("domain", "gone");
    answer(
      () => json(404, {}),
      [DEMO_REGION, { displayName: "US", address: "us", ssoProviders: [] }],
    );
    mount();
    await waitFor(() => expect(screen.getByRole("option", { name: "US" })).toBeInTheDocument());
    expect(screen.getByLabelText("Region")).toHaveValue("");
    expect(screen.getByLabelText("Region")).toHaveAccessibleDescription(
      "The region your organisation's data is hosted in.",
    );
    expect(localStorage.getItem("domain")).toBeNull();
    await signInWith("admin@ticker.local", "secret");
    expect(screen.getByRole("alert")).toHaveTextContent("No region selected");
    expect(screen.getByLabelText("Region")).toHaveAttribute("aria-invalid", "true");
    // Picking one clears the message; the provider buttons follow the region.
    await userEvent.selectOptions(screen.getByLabelText("Region"), "demo");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
  });

  it("says so when the regions cannot be fetched", async () => {
    fetchMock.mockResolvedValue(json(500, {}));
    mount();
    expect(
      await screen.findByText("There was a problem retrieving the regions"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Region")).toBeDisabled();
  });

  it("says so when no region is offered", async () => {
    answer(() => json(404, {}), []);
    mount();
    expect(await screen.findByText("No regions available")).toBeInTheDocument();
  });

  it("shows Not authenticated for wrong credentials and keeps no token", async () => {
    answer(() => json(401, { errorKey: "not-authenticated" }));
    mount();
    await regionReady();
    await signInWith("admin@ticker.local", "wrong");
    expect(await screen.findByText("Not authenticated")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("please check if the credentials");
    expect(localStorage.getItem("token")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  it("says when too many attempts were made", async () => {
    answer(() => json(429, { errorKey: "rate-limited" }));
    mount();
    await regionReady();
    await signInWith("admin@ticker.local", "wrong");
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts");
  });

  it("checks the fields on submit, ties each message to its field and focuses the first", async () => {
    answer(() => json(404, {}));
    mount();
    await regionReady();
    const email = screen.getByLabelText("Email");
    const password = screen.getByLabelText("Password");
    await userEvent.type(email, "   ");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getAllByText("This field is required!")).toHaveLength(2);
    for (const input of [email, password]) {
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription("This field is required!");
    }
    expect(email).toHaveFocus();
    // After a submit, a field is checked again as it is typed in.
    await userEvent.type(password, "x".repeat(129));
    expect(password).toHaveAccessibleDescription("The value must have at most 128 characters!");
    await userEvent.clear(password);
    await userEvent.type(password, "secret");
    expect(password).not.toHaveAttribute("aria-invalid");
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes("/authenticate"))).toBe(false);
  });

  it("signs in, stores the session and lands on the user's channels", async () => {
    answer((url) =>
      url.endsWith("/authenticate")
        ? json(200, { jwt: "a.b.c" })
        : json(200, profile(accountDto({ role: "admin" }))),
    );
    const { options } = mount("no");
    await regionReady();
    await userEvent.type(screen.getByLabelText("E-post"), "  admin@ticker.local ");
    await userEvent.type(screen.getByLabelText("Passord"), "secret");
    await userEvent.click(screen.getByRole("button", { name: "Logg inn" }));
    await waitFor(() => expect(options.navigate).toHaveBeenCalled());
    const { domain, accountKey } = accountDto();
    expect(options.navigate).toHaveBeenCalledWith(`/no/accounts/${domain}/${accountKey}/channels`);
    const sent = fetchMock.mock.calls.find(([u]) => String(u).endsWith("/authenticate"));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      email: "admin@ticker.local",
      password: "secret",
    });
    expect(localStorage.getItem("token")).toBe("a.b.c");
    expect(localStorage.getItem("domain")).toBe("demo");
  });

  it("goes back to the page the visitor came from, only on this site", async () => {
    answer((url) =>
      url.endsWith("/authenticate")
        ? json(200, { jwt: "a.b.c" })
        : json(200, profile(accountDto())),
    );
    const here = mount("en", `?redirectUrl=${encodeURIComponent("/accounts/x/y/channels/z")}`);
    await regionReady();
    await signInWith("admin@ticker.local", "secret");
    await waitFor(() =>
      expect(here.options.navigate).toHaveBeenCalledWith("/accounts/x/y/channels/z"),
    );
    document.body.replaceChildren();

    const away = mount("en", `?redirectUrl=${encodeURIComponent("//evil.example/")}`);
    await regionReady();
    await signInWith("admin@ticker.local", "secret");
    await waitFor(() => expect(away.options.navigate).toHaveBeenCalled());
    expect(away.options.navigate).not.toHaveBeenCalledWith("//evil.example/");
  });

  it("ends the session again when the profile cannot be read", async () => {
    answer((url) => (url.endsWith("/authenticate") ? json(200, { jwt: "a.b.c" }) : json(500, {})));
    const { options } = mount();
    await regionReady();
    await signInWith("admin@ticker.local", "secret");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "There was a problem fetching your user, please sign in again",
    );
    expect(localStorage.getItem("token")).toBeNull();
    expect(options.navigate).not.toHaveBeenCalled();
  });

  it("answers SSO unavailable for the SSO buttons", async () => {
    answer(() => json(400, { errorKey: "sso-unavailable" }));
    mount();
    await regionReady();
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
    expect(await screen.findByText("SSO unavailable")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes("authenticate-by-google"));
    expect(call?.[0]).toBe("/api/auth/demo/authenticate-by-google");
  });

  it("is Norwegian under /no, and redraws in another language keeping what was typed", async () => {
    answer(() => json(404, {}));
    const { redraw, host } = mount("no");
    expect(screen.getByRole("heading", { name: "Logg inn på Ticker" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logg inn" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("E-post"), "ada@example.com");
    await regionReady();
    redraw("en");
    expect(screen.getByRole("heading", { name: "Sign in to Ticker" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Region")).toHaveValue("demo");
    expect(screen.getByLabelText("Language")).toHaveValue("en");
    expect(document.documentElement.lang).toBe("en");
    expect(host.textContent).not.toMatch(KEY_LIKE);
  });
});
