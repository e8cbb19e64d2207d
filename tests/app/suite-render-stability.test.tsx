import { ChakraProvider } from "@chakra-ui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../domain/constants";
import { SuiteHeading } from "../../src/app/layouts/SuiteHeading";
import { appSystem } from "../../src/app/theme/system";
import { useCurrentAccount } from "../../src/features/profile";
import { i18n } from "../../src/lib/i18n";
import { queryKeys } from "../../src/lib/query-keys";
import { accountDto, CHANNEL, profile } from "./fixtures";

const BASE = `/accounts/demo/newsroom/channels/${CHANNEL}`;

function providers(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={appSystem()}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[BASE]}>
            <Routes>
              <Route
                path="/accounts/:accountDomain/:accountKey/channels/:channelId/*"
                element={children}
              />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}

beforeEach(async () => {
  await i18n.changeLanguage("en");
  localStorage.setItem(STORAGE_KEYS.token, "a.b.c");
});
afterEach(() => localStorage.clear());

describe("the account in view", () => {
  it("stays the same object while the profile is unchanged, so memoized screens skip", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.profile.overview, profile(accountDto()));
    const { result, rerender } = renderHook(() => useCurrentAccount(), {
      wrapper: providers(client),
    });
    const first = result.current;
    expect(first?.dto.accountKey).toBe("newsroom");
    rerender();
    expect(result.current).toBe(first);
    expect(result.current?.abilities).toBe(first?.abilities);

    act(() => {
      client.setQueryData(queryKeys.profile.overview, profile(accountDto({ name: "Renamed" })));
    });
    await waitFor(() => expect(result.current?.dto.name).toBe("Renamed"));
    expect(result.current).not.toBe(first);
  });
});

describe("the suite's heading", () => {
  const counts = {
    channel: {} as never,
    posts: 4,
    drafts: 2,
    scheduled: 1,
    lastPostUtc: null,
    pendingContributions: 3,
  };
  const heading = (props: Partial<Parameters<typeof SuiteHeading>[0]> = {}) =>
    render(
      <SuiteHeading
        base={BASE}
        name="Election night"
        problem={null}
        narrow={false}
        comments
        counts={counts}
        {...props}
      />,
      { wrapper: providers(new QueryClient()) },
    );

  it("shows the name, the counts and the tabs with their badges", () => {
    heading();
    expect(screen.getByRole("heading", { level: 1, name: "Election night" })).toBeTruthy();
    expect(screen.getByTestId("suite-counts").textContent).toContain("1 scheduled");
    const tabs = within(screen.getByRole("navigation"));
    expect(tabs.queryByRole("link", { name: /^Feed/ })).toBeNull();
    expect(tabs.getByRole("link", { name: /^Comments\s*3$/ }).getAttribute("href")).toBe(
      `${BASE}/user-contribution`,
    );
    expect(tabs.getByRole("link", { name: /^Drafts\s*2$/ })).toBeTruthy();
  });

  it("gives the feed a tab of its own on a narrow screen, and no Comments tab without the right", () => {
    heading({ narrow: true, comments: false });
    const tabs = within(screen.getByRole("navigation"));
    expect(tabs.getByRole("link", { name: /^Feed\s*4$/ }).getAttribute("href")).toBe(
      `${BASE}/feed`,
    );
    expect(tabs.queryByRole("link", { name: /^Comments/ })).toBeNull();
  });

  it("says why there is no channel, without tabs", () => {
    heading({ name: undefined, problem: "offline", counts: undefined });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      i18n.t("suite.errors.notOffline"),
    );
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
