import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AccountAccessDto } from "../../domain/schemas/profile";
import ChannelsPage from "../../src/features/channels/components/ChannelsPage";
import { PROFILE_QUERY_KEY } from "../../src/features/profile/api/get-profile-overview";
import { queryKeys } from "../../src/lib/query-keys";
import { accountDto, profile } from "./fixtures";
import { json, renderRoute, testQueryClient } from "./ui-test-utils";

const HOST = "newsroom.demo";
const REF = { accountDomain: "demo", accountKey: "newsroom" };
const channel = (id: string, name: string, lastUsedUtc: string) => ({
  id,
  channelId: id,
  name,
  archived: false,
  createdUtc: "2026-01-01T00:00:00.000Z",
  lastUsedUtc,
});
const ELECTION = channel(
  "11111111-1111-4111-8111-111111111111",
  "Election night",
  "2026-03-01T00:00:00.000Z",
);
const MATCH = channel(
  "22222222-2222-4222-8222-222222222222",
  "Match day",
  "2026-02-01T00:00:00.000Z",
);

const fetchMock = vi.fn<typeof fetch>();

/** `kept`: the list as restored from the device's copy of the query cache, read long ago. */
function renderPage(dto: AccountAccessDto, kept?: unknown[]) {
  const client = testQueryClient();
  client.setQueryData(PROFILE_QUERY_KEY, profile(dto));
  if (kept) {
    const list = kept.map((c) => ({ ...(c as object), ...REF }));
    client.setQueryData(queryKeys.channels.list(HOST), list, { updatedAt: 0 });
  }
  return renderRoute(<ChannelsPage />, {
    pattern: "/accounts/:accountDomain/:accountKey/channels",
    url: "/accounts/demo/newsroom/channels",
    client,
  });
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

/** Opens a channel card's actions menu and answers the names of its items. */
async function menuItemsOf(channel: string) {
  await userEvent.click(screen.getByRole("button", { name: `Actions for ${channel}` }));
  const menu = await screen.findByRole("menu");
  return within(menu)
    .getAllByRole("menuitem")
    .map((i) => i.textContent);
}

describe("channels page", { timeout: 20_000 }, () => {
  it("offers create and card actions to a holder of manageChannels", async () => {
    fetchMock.mockResolvedValue(json(200, [MATCH, ELECTION]));
    renderPage(accountDto());
    const cards = await screen.findAllByTestId("channel-card");
    expect(cards[0]).toHaveTextContent("Election night");
    expect(screen.getByRole("button", { name: "Create channel" })).toBeInTheDocument();
    expect(await menuItemsOf("Election night")).toEqual([
      "Edit",
      "Embed",
      "End coverage",
      "Archive",
    ]);
  });

  it("shows an ended channel as ended, without offering to end it again", async () => {
    const ended = { ...ELECTION, coverageEndedUtc: "2026-03-02T21:00:00.000Z" };
    fetchMock.mockResolvedValue(json(200, [ended]));
    renderPage(accountDto());
    const [card] = await screen.findAllByTestId("channel-card");
    expect(card).toHaveTextContent("Coverage ended 2 Mar 2026");
    expect(await menuItemsOf("Election night")).toEqual(["Edit", "Embed", "Archive"]);
  });

  it("hides create, edit and archive without manageChannels", async () => {
    fetchMock.mockResolvedValue(json(200, [ELECTION]));
    renderPage(accountDto({ role: "user", rights: { allow: ["publish", "manageTags"] } }));
    await screen.findByText("Election night");
    expect(screen.queryByRole("button", { name: "Create channel" })).not.toBeInTheDocument();
    expect(await menuItemsOf("Election night")).toEqual(["Embed"]);
  });

  it("shows the kept list when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderPage(accountDto(), [ELECTION, MATCH]);
    expect(await screen.findByText("Election night")).toBeInTheDocument();
    expect(screen.getByText("Match day")).toBeInTheDocument();
    expect(
      await screen.findByText("You are offline. Showing the channels saved on this device."),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Offline since /)).toBeInTheDocument();
    expect(screen.queryByText("Fetching the channels failed")).not.toBeInTheDocument();
  });
});
