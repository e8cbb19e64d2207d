import { ChakraProvider } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AccountAccessDto } from "../../domain/schemas/profile";
import { appSystem } from "../../src/app/theme/system";
import { LazyChannelEditorsPanel } from "../../src/features/channel-editors";
import { ChannelEditorsPanel } from "../../src/features/channel-editors/components/ChannelEditorsPanel";
import { PROFILE_QUERY_KEY } from "../../src/features/profile/api/get-profile-overview";
import { i18n } from "../../src/lib/i18n";
import { createQueryClient } from "../../src/lib/query-client";
import { accountDto, CHANNEL, profile } from "./fixtures";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

function renderPanel(
  dto: AccountAccessDto,
  Panel: typeof ChannelEditorsPanel = ChannelEditorsPanel,
) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  client.setQueryData(PROFILE_QUERY_KEY, profile(dto));
  const element = <Panel accountDomain="demo" accountKey="newsroom" channelId={CHANNEL} />;
  const router = createMemoryRouter(
    [{ path: "/accounts/:accountDomain/:accountKey/channels/:channelId", element }],
    { initialEntries: [`/accounts/demo/newsroom/channels/${CHANNEL}`] },
  );
  return render(
    <ChakraProvider value={appSystem()}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).includes("/top-text") ? json({ content: null, html: "", version: 0 }) : json([]),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("channel editors panel", { timeout: 20_000 }, () => {
  it("shows Top Text, Countdown widget and Debug when the features are on", async () => {
    renderPanel(accountDto());
    expect(await screen.findByRole("button", { name: /Top Text/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Countdown widget/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Debug/ })).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: "Top Text" })).toBeInTheDocument();
  });

  it("hides the editors whose features the account disabled", async () => {
    renderPanel(accountDto({ disabledFeatures: ["topText", "countdowns"] }));
    expect(await screen.findByRole("button", { name: /Debug/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Top Text/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Countdown widget/ })).not.toBeInTheDocument();
    // Debug opens by default then, and lists the flags as on or off.
    expect(await screen.findByText(CHANNEL)).toBeInTheDocument();
    expect(screen.getByText("newsroom.demo")).toBeInTheDocument();
  });

  it("is read-only for someone who may not publish in the channel", async () => {
    renderPanel(accountDto({ role: "user", rights: { allow: ["manageTags"] } }));
    const text = await screen.findByRole("textbox", { name: "Top Text" });
    expect(text).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("as the suite shows it: its heading and placeholders until it nears the viewport", async () => {
    const observed: Element[] = [];
    let report: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    renderPanel(accountDto(), LazyChannelEditorsPanel);
    const loading = screen.getByTestId("channel-editors");
    expect(loading).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("heading", { name: "Channel editors" })).toBeInTheDocument();
    expect(observed).toEqual([loading]);
    // Still out of view: nothing loads.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: /Top Text/ })).not.toBeInTheDocument();

    act(() =>
      report(
        [{ isIntersecting: true, target: loading } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(await screen.findByRole("button", { name: /Top Text/ })).toBeInTheDocument();
    expect(screen.getByTestId("channel-editors")).not.toHaveAttribute("aria-busy");
    expect(screen.getAllByRole("heading", { name: "Channel editors" })).toHaveLength(1);
  });
});
