import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Feed, reorderTarget } from "../../src/features/posts/components/feed/Feed";
import { flattenFeed } from "../../src/features/posts/hooks/use-feed";
import { CHANNEL, HOST, json, post, renderUi, routeFetch } from "./editor-test-utils";
import { access } from "./fixtures";

afterEach(() => vi.unstubAllGlobals());

const page = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  items,
  nextCursor: null,
  searchLimited: false,
  total: items.length,
  ...extra,
});

describe("feed", { timeout: 20_000 }, () => {
  it("renders the server's posts with pinned, breaking and highlight flags, and Load more", async () => {
    routeFetch({
      [`GET /posts/${HOST}/${CHANNEL}`]: () =>
        json(
          200,
          page(
            [
              post("a1111111-1111-4111-8111-111111111111", "Pinned one", { pinned: true }),
              post("b1111111-1111-4111-8111-111111111111", "Breaking one", {
                breaking: true,
                highlighted: true,
                importance: "very-important",
                html: "<h3>Heading</h3><p>Text</p>",
              }),
            ],
            { nextCursor: "next" },
          ),
        ),
    });
    renderUi(<Feed host={HOST} channelId={CHANNEL} access={access()} onEdit={() => {}} />);
    expect(await screen.findByRole("heading", { name: "Pinned one" })).toBeInTheDocument();
    const articles = screen.getAllByRole("article");
    expect(articles[0]).toHaveAttribute("data-pinned", "true");
    expect(articles[1]).toHaveAttribute("data-highlighted", "true");
    expect(screen.getByText("Breaking")).toBeInTheDocument();
    expect(articles[1]?.querySelector(".post-html h3")?.textContent).toBe("Heading");
    expect(screen.getByRole("button", { name: "Load more" })).toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    routeFetch({ [`GET /posts/${HOST}/${CHANNEL}`]: () => json(200, page([])) });
    renderUi(<Feed host={HOST} channelId={CHANNEL} access={access()} onEdit={() => {}} />);
    expect(await screen.findByText("No posts yet")).toBeInTheDocument();
  });

  it("warns when a search only covered the latest 1000 posts", async () => {
    const fetchMock = routeFetch({
      [`GET /posts/${HOST}/${CHANNEL}`]: () =>
        json(
          200,
          page([post("c1111111-1111-4111-8111-111111111111", "Match")], { searchLimited: true }),
        ),
    });
    const { default: userEvent } = await import("@testing-library/user-event");
    renderUi(<Feed host={HOST} channelId={CHANNEL} access={access()} onEdit={() => {}} />);
    await userEvent.type(await screen.findByRole("searchbox", { name: "Search posts" }), "match");
    expect(await screen.findByText("Only the latest 1000 posts are searched.")).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes("q=match"))).toBe(true),
    );
  });

  it("computes the reorder target and removes duplicates between pages", () => {
    const list = ["p1", "p2", "p3"].map((id) => post(id, id)) as never[];
    expect(reorderTarget(list, 0, "down")).toBe("p2");
    expect(reorderTarget(list, 2, "down")).toBeUndefined();
    expect(reorderTarget(list, 1, "up")).toBeNull();
    expect(reorderTarget(list, 2, "up")).toBe("p1");
    expect(reorderTarget(list, 0, "up")).toBeUndefined();
    const items = flattenFeed({
      pages: [
        page([post("x", "X"), post("y", "Y")]),
        page([post("y", "Y"), post("z", "Z")]),
      ] as never[],
      pageParams: [null, "c"],
    });
    expect(items.map((p) => p.id)).toEqual(["x", "y", "z"]);
  });
});
