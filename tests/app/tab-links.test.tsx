import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ChannelOverview } from "../../domain/schemas/channel";
import { SuiteHeading } from "../../src/app/layouts/SuiteHeading";
import { CHANNEL, renderUi } from "./ui-test-utils";

const SUITE = `/accounts/demo/newsroom/channels/${CHANNEL}`;

const counts: ChannelOverview = {
  channel: {
    id: CHANNEL,
    channelId: CHANNEL,
    name: "Election night",
    archived: false,
    createdUtc: "2026-01-01T10:00:00Z",
    lastUsedUtc: "2026-01-01T10:00:00Z",
  },
  posts: 3,
  drafts: 0,
  scheduled: 0,
  lastPostUtc: null,
  pendingContributions: 2,
};

/** The suite's heading for Election night, rendered at `path`. */
const renderHeading = (
  tabs: { narrow: boolean; comments: boolean; counts: ChannelOverview | undefined },
  path = "/",
) =>
  renderUi(<SuiteHeading base={SUITE} name="Election night" problem={null} {...tabs} />, {
    path,
  });

describe("the publishing suite's tabs (TabLink)", () => {
  it("are links to each tab's page, the open one marked, counts above zero shown", () => {
    renderHeading({ narrow: true, comments: true, counts }, SUITE);
    const nav = screen.getByRole("navigation", { name: "Channel sections" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      `${SUITE}/feed`,
      SUITE,
      `${SUITE}/user-contribution`,
      `${SUITE}/drafts`,
    ]);
    expect(links.map((l) => l.textContent)).toEqual(["Feed3", "Editorial", "Comments2", "Drafts"]);
    const open = within(nav).getByRole("link", { name: "Editorial" });
    expect(open).toHaveAttribute("aria-current", "page");
    expect(open).toHaveClass("active");
    expect(within(nav).getByRole("link", { name: /Feed/ })).not.toHaveAttribute("aria-current");
  });

  it("leave out Feed on a wide screen and Comments for who cannot see them", () => {
    renderHeading({ narrow: false, comments: false, counts: undefined });
    const nav = screen.getByRole("navigation");
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Editorial", "Drafts"]);
  });
});
