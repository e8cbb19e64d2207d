import { ChakraProvider } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { system } from "../../src/app/theme/system";
import LoginPage from "../../src/features/auth/pages/LoginPage";
import { i18n } from "../../src/lib/i18n";
import { createQueryClient } from "../../src/lib/query-client";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const fetchMock = vi.fn<typeof fetch>();

/** A region whose server has both single sign-on providers configured. */
const DEMO_REGION = {
  displayName: "Demo (Europe)",
  address: "demo",
  ssoProviders: ["google", "microsoft"],
};

function renderLogin(locale: "en" | "no" = "en") {
  void i18n.changeLanguage(locale);
  const path = locale === "no" ? "/no/login" : "/login";
  const router = createMemoryRouter(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/no/login", element: <LoginPage /> },
      { path: "*", element: <p>landed</p> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage("en");
});

describe("login page", { timeout: 20_000 }, () => {
  it("shows the labelled fields, SSO buttons and links", async () => {
    fetchMock.mockResolvedValue(json(200, [DEMO_REGION]));
    renderLogin();
    expect(screen.getByRole("heading", { name: "Sign in to Ticker" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
    // The buttons follow the region's configured providers, once the regions are in.
    expect(
      await screen.findByRole("button", { name: "Sign in with Google" }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in with Microsoft" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.getByRole("link", { name: "Get started" })).toHaveAttribute(
      "href",
      "/get-started",
    );
    await waitFor(() => expect(screen.getByLabelText("Region")).toBeInTheDocument());
  });

  it("offers only the single sign-on providers the server has configured", async () => {
    fetchMock.mockResolvedValue(json(200, [{ ...DEMO_REGION, ssoProviders: ["microsoft"] }]));
    renderLogin();
    expect(
      await screen.findByRole("button", { name: "Sign in with Microsoft" }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull();
  });

  it("shows no single sign-on at all when none is configured", async () => {
    fetchMock.mockResolvedValue(json(200, [{ ...DEMO_REGION, ssoProviders: [] }]));
    renderLogin();
    await waitFor(() => expect(localStorage.getItem("domain")).toBe("demo"));
    expect(screen.queryByRole("button", { name: /^Sign in with/ })).toBeNull();
    expect(screen.queryByText("or")).toBeNull();
  });

  it("selects the only region and remembers it as the default", async () => {
    fetchMock.mockResolvedValue(json(200, [DEMO_REGION]));
    renderLogin();
    await waitFor(() => expect(screen.getByLabelText("Region")).toHaveValue("demo"));
    expect(localStorage.getItem("domain")).toBe("demo");
  });

  it("clears a remembered region that is no longer offered", async () => {
    localStorage.setItem("domain", "gone");
    fetchMock.mockResolvedValue(
      json(200, [DEMO_REGION, { displayName: "US", address: "us", ssoProviders: [] }]),
    );
    renderLogin();
    await waitFor(() => expect(screen.getByRole("option", { name: "US" })).toBeInTheDocument());
    expect(screen.getByLabelText("Region")).toHaveValue("");
    expect(localStorage.getItem("domain")).toBeNull();
  });

  it("says so when the regions cannot be fetched", async () => {
    fetchMock.mockResolvedValue(json(500, {}));
    renderLogin();
    expect(
      await screen.findByText("There was a problem retrieving the regions", {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it("shows Not authenticated for wrong credentials", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith("/get-domain-addresses")
        ? json(200, [DEMO_REGION])
        : json(401, { errorKey: "not-authenticated" }),
    );
    renderLogin();
    await waitFor(() => expect(screen.getByLabelText("Region")).toHaveValue("demo"));
    await userEvent.type(screen.getByLabelText(/^Email/), "admin@ticker.local");
    await userEvent.type(screen.getByLabelText(/^Password/), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Not authenticated")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("checks the fields on submit, ties each message to its field and focuses the first", async () => {
    fetchMock.mockResolvedValue(json(200, [DEMO_REGION]));
    renderLogin();
    await waitFor(() => expect(screen.getByLabelText("Region")).toHaveValue("demo"));
    const email = screen.getByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Password/);
    await userEvent.type(email, "   ");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findAllByText("This field is required!")).toHaveLength(2);
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

  it("answers SSO unavailable for the SSO buttons", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith("/get-domain-addresses")
        ? json(200, [DEMO_REGION])
        : json(400, { errorKey: "sso-unavailable" }),
    );
    renderLogin();
    await waitFor(() => expect(screen.getByLabelText("Region")).toHaveValue("demo"));
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
    expect(await screen.findByText("SSO unavailable")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes("authenticate-by-google"));
    expect(call?.[0]).toBe("/api/auth/demo/authenticate-by-google");
  });

  it("is Norwegian under /no", async () => {
    fetchMock.mockResolvedValue(json(200, [DEMO_REGION]));
    renderLogin("no");
    expect(await screen.findByRole("heading", { name: "Logg inn på Ticker" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-post/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Passord/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logg inn" })).toBeInTheDocument();
  });
});
