import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AccountAccessDto } from "../../domain/schemas/profile";
import { LazyChannelEditorsPanel } from "../../src/features/channel-editors";
import { ChannelEditorsPanel } from "../../src/features/channel-editors/components/ChannelEditorsPanel";
import { PROFILE_QUERY_KEY } from "../../src/features/profile/api/get-profile-overview";
import { accountDto, CHANNEL, profile } from "./fixtures";
import { json, renderRoute, testQueryClient } from "./ui-test-utils";

const fetchMock = vi.fn<typeof fetch>();

function renderPanel(
  dto: AccountAccessDto,
  Panel: typeof ChannelEditorsPanel = ChannelEditorsPanel,
) {
  const client = testQueryClient();
  client.setQueryData(PROFILE_QUERY_KEY, profile(dto));
  return renderRoute(<Panel accountDomain="demo" accountKey="newsroom" channelId={CHANNEL} />, {
    pattern: "/accounts/:accountDomain/:accountKey/channels/:channelId",
    url: `/accounts/demo/newsroom/channels/${CHANNEL}`,
    client,
  });
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).includes("/top-text")
      ? json(200, { content: null, html: "", version: 0 })
      : json(200, []),
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
