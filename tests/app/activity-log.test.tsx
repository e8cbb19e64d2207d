import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActivityEntry } from "../../domain/schemas/activity";
import { pageRange } from "../../src/features/activity/lib/paging";
import ActivityLogPage from "../../src/features/activity/pages/ActivityLogPage";
import { i18n } from "../../src/lib/i18n";
import { json, renderRoute } from "./ui-test-utils";

const fetchMock = vi.fn<typeof fetch>();

const entry = (n: number, overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: String(n),
  action: "channel.rename",
  actor: { id: "u1", displayName: "Ada Admin" },
  representedBy: null,
  target: { type: "channel", id: `c${n}`, name: `Channel ${n}` },
  details: { from: `Old ${n}`, to: `Channel ${n}` },
  createdUtc: new Date(Date.now() - n * 60_000).toISOString(),
  ...overrides,
});

/** Answers GET /accounts/newsroom.demo/activity?page=N from 60 entries, newest first. */
function serveEntries(entries = 60) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname.endsWith("/people")) {
      return json(200, [{ id: "11111111-1111-4111-8111-111111111111", displayName: "Ada Admin" }]);
    }
    const filtered = ["person", "action", "from", "to", "q"].some((k) => url.searchParams.has(k));
    // Any filter matches nothing here: the page's no-match state.
    const total = filtered ? 0 : entries;
    const page = Number(url.searchParams.get("page"));
    const pageSize = Number(url.searchParams.get("pageSize"));
    const start = (page - 1) * pageSize;
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) =>
      entry(start + i + 1),
    );
    return json(200, { items, total, page, pageSize });
  });
}

function renderPage(path = "/accounts/demo/newsroom/details/activity", lang = "en") {
  void i18n.changeLanguage(lang);
  return renderRoute(<ActivityLogPage />, {
    pattern: "/accounts/:accountDomain/:accountKey/details/activity",
    url: path,
  }).router;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage("en");
});

describe("pageRange", () => {
  it("gives the spec's from - to of total", () => {
    expect(pageRange(1, 25, 60)).toEqual({ from: 1, to: 25, total: 60, last: 3 });
    expect(pageRange(3, 25, 60)).toEqual({ from: 51, to: 60, total: 60, last: 3 });
    expect(pageRange(1, 25, 0)).toEqual({ from: 0, to: 0, total: 0, last: 1 });
  });
});

describe("activity log page", { timeout: 45_000 }, () => {
  it("names its loading rows as a status, so the label is allowed on them (axe: aria-prohibited-attr)", async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderPage();
    const loading = await screen.findByRole("status", { name: "Loading…" });
    expect(loading).toHaveAttribute("aria-busy", "true");
  });

  it("shows 'from - to of total' and pages with previous and next", async () => {
    serveEntries();
    const router = renderPage();
    expect((await screen.findAllByTestId("activity-entry")).length).toBe(25);
    const [range] = screen.getAllByTestId("activity-range");
    expect(range).toHaveTextContent("1 - 25 of 60");
    const [previous] = screen.getAllByRole("button", { name: "Previous" });
    expect(previous).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toContain(
      "/accounts/newsroom.demo/activity?page=1&pageSize=25",
    );

    await userEvent.click(screen.getAllByRole("button", { name: "Next" })[0]!);
    await waitFor(() =>
      expect(screen.getAllByTestId("activity-range")[0]).toHaveTextContent("26 - 50 of 60"),
    );
    expect(router.state.location.search).toBe("?page=2");
    expect(screen.getAllByTestId("activity-entry")[0]).toHaveTextContent(
      "renamed the channel to Channel 26",
    );

    await userEvent.click(screen.getAllByRole("button", { name: "Next" })[0]!);
    await waitFor(() =>
      expect(screen.getAllByTestId("activity-range")[0]).toHaveTextContent("51 - 60 of 60"),
    );
    expect(screen.getAllByTestId("activity-entry")).toHaveLength(10);
    expect(screen.getAllByRole("button", { name: "Next" })[0]).toBeDisabled();
  });

  it("shows the actor, the translated action, its details and the represented badge", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        items: [
          entry(1, {
            actor: { id: "u2", displayName: "Ed Editor" },
            representedBy: { id: "u1", displayName: "Ada Admin" },
          }),
          entry(2),
        ],
        total: 2,
        page: 1,
        pageSize: 25,
      }),
    );
    renderPage();
    const [represented, plain] = await screen.findAllByTestId("activity-entry");
    expect(represented).toHaveTextContent("Ed Editor");
    expect(represented).toHaveTextContent("renamed the channel to Channel 1");
    expect(within(represented!).getByText("represented by Ada Admin")).toBeInTheDocument();
    expect(represented).toHaveTextContent("Before: Old 1");
    expect(plain).not.toHaveTextContent("represented by");
    const time = represented!.querySelector("time");
    expect(time?.getAttribute("datetime")).toMatch(/Z$/);
    expect(time?.getAttribute("title")).toBeTruthy();
    expect(time).toHaveTextContent("1 minute ago");
    expect(screen.getByTestId("activity-range")).toHaveTextContent("1 - 2 of 2");
  });

  it("says what a represented write did, or its method when the route is not named", async () => {
    const represented = (n: number, write?: string) =>
      entry(n, {
        action: "represented.request",
        actor: { id: "u2", displayName: "Ed Editor" },
        representedBy: { id: "u1", displayName: "Ada Admin" },
        target: { type: "request", id: "/api/x", name: "POST" },
        details: { method: "POST", path: `/api/x/${n}`, status: 201, ...(write ? { write } : {}) },
      });
    fetchMock.mockResolvedValue(
      json(200, {
        items: [represented(1, "post-publish"), represented(2, "no-such-write"), represented(3)],
        total: 3,
        page: 1,
        pageSize: 25,
      }),
    );
    renderPage();
    const [named, unknown, plain] = await screen.findAllByTestId("activity-entry");
    expect(within(named!).getByTestId("activity-text")).toHaveTextContent(/^published a post$/);
    expect(named).toHaveTextContent("Request: POST /api/x/1");
    expect(within(unknown!).getByTestId("activity-text")).toHaveTextContent("made a change (POST)");
    expect(within(plain!).getByTestId("activity-text")).toHaveTextContent("made a change (POST)");
  });

  it("speaks Norwegian on /no", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        items: [entry(1, { representedBy: { id: "u9", displayName: "Bo Boss" } })],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
    );
    renderPage("/accounts/demo/newsroom/details/activity", "no");
    const [item] = await screen.findAllByTestId("activity-entry");
    expect(item).toHaveTextContent("ga kanalen nytt navn: Channel 1");
    expect(item).toHaveTextContent("representert av Bo Boss");
    expect(screen.getByTestId("activity-range")).toHaveTextContent("1 - 1 av 1");
  });

  it("shows the empty state", async () => {
    fetchMock.mockResolvedValue(json(200, { items: [], total: 0, page: 1, pageSize: 25 }));
    renderPage();
    expect(await screen.findByText("Nothing recorded yet")).toBeInTheDocument();
    expect(screen.queryByTestId("activity-range")).not.toBeInTheDocument();
  });

  it("offers a retry after an error", async () => {
    fetchMock.mockResolvedValueOnce(json(403, { errorKey: "forbidden" }));
    renderPage();
    expect(await screen.findByText("The activity log could not be loaded")).toBeInTheDocument();
    fetchMock.mockResolvedValue(json(200, { items: [entry(1)], total: 1, page: 1, pageSize: 25 }));
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("activity-entry")).toHaveLength(1);
  });

  it("moves a page past the end to the last page", async () => {
    serveEntries(30);
    const router = renderPage("/accounts/demo/newsroom/details/activity?page=9");
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    await waitFor(() =>
      expect(screen.getAllByTestId("activity-range")[0]).toHaveTextContent("26 - 30 of 30"),
    );
  });
});

describe("what changed, and the filters", { timeout: 45_000 }, () => {
  it("shows each changed setting before and after, in both languages", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith("/people")
        ? json(200, [])
        : json(200, {
            items: [
              entry(1, {
                action: "settings.usage",
                target: { type: "account", id: "a", name: "Demo Newsroom" },
                details: {
                  changes: [
                    { field: "enforceGoogleSignIn", before: false, after: true },
                    { field: "enforceGoogleSignInFrom", before: [], after: ["ticker.local"] },
                  ],
                },
              }),
            ],
            total: 1,
            page: 1,
            pageSize: 25,
          }),
    );
    renderPage();
    const changes = await screen.findByTestId("activity-changes");
    expect(within(changes).getByText("Enforce Google sign-in")).toBeInTheDocument();
    const google = changes.querySelector('[data-field="enforceGoogleSignIn"]')!;
    expect(google.textContent).toContain("no");
    expect(google.textContent).toContain("yes");
    const domains = changes.querySelector('[data-field="enforceGoogleSignInFrom"]')!;
    expect(domains.textContent).toContain("none");
    expect(domains.textContent).toContain("ticker.local");
    await i18n.changeLanguage("no");
    expect(await within(changes).findByText("Krev innlogging med Google")).toBeInTheDocument();
  });

  it("sends the chosen action and says when no entries match", async () => {
    serveEntries();
    const router = renderPage();
    await screen.findAllByTestId("activity-entry");
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Action" }),
      "Usage settings changed",
    );
    expect(await screen.findByText("No entries match")).toBeInTheDocument();
    expect(router.state.location.search).toContain("action=settings.usage");
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((u) => u.includes("action=settings.usage") && u.includes("page=1"))).toBe(
      true,
    );
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findAllByTestId("activity-entry")).not.toHaveLength(0);
  });
});
