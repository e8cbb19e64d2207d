import { ChakraProvider } from "@chakra-ui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_KEYS, STORAGE_KEYS } from "../../domain/constants";
import type { ProfileOverview } from "../../domain/schemas/profile";
import { appSystem } from "../../src/app/theme/system";
import { RepresentingBanner } from "../../src/features/auth/components/RepresentingBanner";
import { hardNavigation } from "../../src/features/auth/lib/session";
import { tokenFromHash } from "../../src/features/auth/pages/AutoLoginPage";
import { ProfileGeneralTab } from "../../src/features/profile/components/ProfileGeneralTab";
import { ProfilePasswordTab } from "../../src/features/profile/components/ProfilePasswordTab";
import { i18n } from "../../src/lib/i18n";
import { accountDto, profile, stubFetchWithRegions } from "./fixtures";

function wrap(node: ReactNode, path = "/") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={appSystem()}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  fetchMock = vi.fn<typeof fetch>();
  stubFetchWithRegions(fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const sentBodies = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: (init as RequestInit).method,
    body: JSON.parse(String((init as RequestInit).body ?? "null")),
  }));

describe("password tab", { timeout: 20_000 }, () => {
  const fill = async (current: string, next: string, repeat: string) => {
    await userEvent.type(screen.getByLabelText(/^Current password/), current);
    await userEvent.type(screen.getByLabelText(/^New password/), next);
    await userEvent.type(screen.getByLabelText(/^Repeat new password/), repeat);
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
  };

  it("applies the form rules before asking the server", async () => {
    wrap(<ProfilePasswordTab represented={false} />);
    await fill("Old-pass-1", "weakpass", "different");
    expect(await screen.findByText(/from at least 3 of 4 categories/)).toBeInTheDocument();
    expect(screen.getByText("Passwords must match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows an incorrect current password on its field", async () => {
    fetchMock.mockResolvedValue(json(400, { errorKey: "incorrect-current-password" }));
    wrap(<ProfilePasswordTab represented={false} />);
    await fill("Wrong-pass-1", "Brand-new-1", "Brand-new-1");
    expect(await screen.findByText("Incorrect current user password")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute("aria-invalid", "true");
    expect(sentBodies()[0]).toMatchObject({
      url: "/api/profile/password",
      method: "POST",
      body: {
        currentPassword: "Wrong-pass-1",
        password: "Brand-new-1",
        repeatPassword: "Brand-new-1",
      },
    });
  });

  it("is not offered while representing someone", () => {
    wrap(<ProfilePasswordTab represented />);
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(screen.getByText(/cannot be changed in this session/)).toBeInTheDocument();
  });
});

describe("general tab", { timeout: 20_000 }, () => {
  const me = (overrides: Partial<ProfileOverview["userInformation"]["user"]> = {}) => {
    const p = profile(accountDto({ role: "user", rights: { allow: ["publish", "manageTags"] } }));
    Object.assign(p.userInformation.user, overrides);
    return p;
  };

  it("validates name, username and email", async () => {
    wrap(<ProfileGeneralTab profile={me()} />);
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.clear(screen.getByLabelText(/^Username/));
    await userEvent.type(screen.getByLabelText(/^Username/), "two words");
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.type(screen.getByLabelText(/^Email/), "nope");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This field is required!")).toBeInTheDocument();
    expect(screen.getByText("The username cannot contain spaces")).toBeInTheDocument();
    expect(screen.getByText("Please add a valid email")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the trimmed values and shows a taken username on its field", async () => {
    fetchMock.mockResolvedValue(json(400, { errorKey: "username-taken" }));
    wrap(<ProfileGeneralTab profile={me()} />);
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.type(screen.getByLabelText(/^Name/), "  Ada Lovelace ");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This username is already in use.")).toBeInTheDocument();
    expect(sentBodies()[0]).toMatchObject({
      url: "/api/profile",
      method: "PUT",
      body: { displayName: "Ada Lovelace", username: "admin", email: "admin@ticker.local" },
    });
  });

  it("resets every field to the saved values, and Save then sends what is shown", async () => {
    fetchMock.mockResolvedValue(json(200, { pendingEmail: null }));
    wrap(<ProfileGeneralTab profile={me()} />);
    const reset = screen.getByRole("button", { name: "Reset" });
    expect(reset).toBeDisabled();
    const fields = {
      Name: ["Ada Admin", " Jr"],
      Username: ["admin", "-x"],
      Email: ["admin@ticker.local", ".no"],
    } as const;
    for (const [label, [, typed]] of Object.entries(fields)) {
      await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), typed);
    }
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Ada Admin Jr");
    await userEvent.click(reset);
    for (const [label, [saved]] of Object.entries(fields)) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveValue(saved);
    }
    expect(reset).toBeDisabled();

    await userEvent.type(screen.getByLabelText(/^Name/), " II");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBodies()[0]?.body).toEqual({
      displayName: "Ada Admin II",
      username: "admin",
      email: "admin@ticker.local",
    });
  });

  it("shows a pending email, the rights read-only and the sign-in providers", async () => {
    wrap(
      <ProfileGeneralTab profile={me({ pendingEmail: "new@example.org", googleBound: true })} />,
    );
    expect(screen.getByTestId("pending-email")).toHaveTextContent("new@example.org");
    const rights = screen.getByTestId("profile-rights");
    expect(rights).toHaveTextContent("Publish posts");
    expect(rights).toHaveTextContent("Manage tags");
    expect(rights).not.toHaveTextContent("Edit all posts");
    // The buttons wait for the region list, which says both providers are configured.
    expect(await screen.findByRole("button", { name: "Disconnect Google" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Connect Microsoft" })).toBeInTheDocument();
  });
});

describe("representing banner", { timeout: 20_000 }, () => {
  const represented = () => {
    const p = profile(accountDto());
    Object.assign(p.userInformation.user, {
      isRepresented: true,
      displayName: "Ed Editor",
      email: "editor@ticker.local",
    });
    return p.userInformation.user;
  };

  it("is hidden for an ordinary session", () => {
    wrap(<RepresentingBanner user={profile(accountDto()).userInformation.user} />);
    expect(screen.queryByTestId("representing-banner")).not.toBeInTheDocument();
  });

  it("ends the session: the temporary token goes, the stored one stays, reload at the root", async () => {
    const assign = vi.spyOn(hardNavigation, "assign").mockImplementation(() => undefined);
    window.sessionStorage.setItem(SESSION_KEYS.tempToken, "temp.jwt.token");
    window.localStorage.setItem(STORAGE_KEYS.token, "admin.jwt.token");
    await i18n.changeLanguage("no");
    wrap(<RepresentingBanner user={represented()} />, "/no/accounts/demo/newsroom/channels");
    const banner = screen.getByTestId("representing-banner");
    expect(banner).toHaveTextContent("Du representerer en annen bruker");
    await userEvent.click(screen.getByRole("button", { name: "Avslutt økten" }));
    expect(window.sessionStorage.getItem(SESSION_KEYS.tempToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe("admin.jwt.token");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/no"));
  });
});

describe("auto-login token", () => {
  it("reads a JWT from the hash only", () => {
    expect(tokenFromHash("#token=aaa.bbb.ccc")).toBe("aaa.bbb.ccc");
    expect(tokenFromHash("#token=")).toBeNull();
    expect(tokenFromHash("#token=<script>")).toBeNull();
    expect(tokenFromHash("")).toBeNull();
  });
});
