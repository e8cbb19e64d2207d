import { ChakraProvider } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { channelAbilities, contributionAbilities } from "../../domain/abilities";
import { REPLY_MAX_LENGTH } from "../../domain/constants";
import type { AccountAccess } from "../../domain/permissions";
import type { Contribution } from "../../domain/schemas/contribution";
import { DEFAULT_CONTRIBUTION_SETTINGS } from "../../domain/schemas/contribution";
import { appSystem } from "../../src/app/theme/system";
import {
  ContributionsScreen,
  contributionKeys,
  replyProblem,
} from "../../src/features/contributions";
import { i18n } from "../../src/lib/i18n";
import { createQueryClient } from "../../src/lib/query-client";
import { access, CHANNEL } from "./fixtures";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const item = (over: Partial<Contribution>): Contribution => ({
  id: "c1",
  channelId: CHANNEL,
  kind: "comment",
  authorName: "Ada",
  contact: "ada@example.com",
  message: "Hello",
  imageUrl: null,
  status: "pending",
  editedBy: null,
  replies: [],
  replyCount: 0,
  version: 1,
  createdUtc: "2026-11-21T12:00:00.000Z",
  ...over,
});

const ITEMS = [
  item({ id: "p1", message: "A pending comment", status: "pending" }),
  item({ id: "p2", message: "A published comment", status: "published", contact: null }),
  item({
    id: "q1",
    kind: "question",
    message: "When do polls close?",
    status: "published",
    replies: [
      {
        id: "r1",
        message: "At nine",
        authorName: "Editor",
        createdUtc: "2026-11-21T12:05:00.000Z",
      },
    ],
    replyCount: 1,
  }),
];

/** Who the screen is shown to; the canned server answers carry this user's abilities. */
let viewer: AccountAccess = access();
const withAbilities = (c: Contribution): Contribution => ({
  ...c,
  abilities: contributionAbilities(
    { access: viewer, userId: null },
    { kind: "contribution", channelId: c.channelId },
  ),
});

function respond(url: URL, init?: RequestInit): Response {
  if (url.pathname.includes("/contribution-settings/")) {
    return json(DEFAULT_CONTRIBUTION_SETTINGS);
  }
  if (init?.method === "POST" && url.pathname.endsWith("/replies")) {
    const body = JSON.parse(String(init.body)) as { message: string };
    return json(withAbilities(item({ id: "q1", kind: "question", message: body.message })), 201);
  }
  if (init?.method === "POST" && url.pathname.endsWith("/delete")) {
    const id = url.pathname.split("/").at(-2);
    return json({
      ...withAbilities(ITEMS.find((c) => c.id === id) ?? item({})),
      status: "deleted",
      replies: [],
      replyCount: 0,
    });
  }
  const kind = url.searchParams.get("kind");
  const status = url.searchParams.get("status");
  return json(
    ITEMS.filter(
      (c) => c.kind === kind && (status ? c.status === status : c.status !== "deleted"),
    ).map(withAbilities),
  );
}

function renderScreen(who: AccountAccess = access()) {
  viewer = who;
  const abilities = channelAbilities({ access: who, userId: null }, CHANNEL);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <ChakraProvider value={appSystem()}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <ContributionsScreen host="newsroom.demo" channelId={CHANNEL} abilities={abilities} />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { ...view, client };
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) =>
    respond(new URL(String(input), "http://localhost"), init),
  );
});
afterEach(() => vi.unstubAllGlobals());

const requestedUrls = () =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), "http://localhost"));

describe("contributions list", { timeout: 20_000 }, () => {
  it("shows tabs, the All list with a Pending approval marker, and filters by status", async () => {
    renderScreen();
    for (const name of ["Comments", "Questions", "Bin", "Settings"]) {
      expect(screen.getByRole("tab", { name })).toBeInTheDocument();
    }
    expect(await screen.findByText("A pending comment")).toBeInTheDocument();
    expect(screen.getByText("A published comment")).toBeInTheDocument();
    expect(screen.getByText("Pending approval")).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Approve" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Published" }));
    expect(await screen.findByText("A published comment")).toBeInTheDocument();
    expect(screen.queryByText("A pending comment")).not.toBeInTheDocument();
    expect(requestedUrls().some((u) => u.searchParams.get("status") === "published")).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Pending" }));
    expect(await screen.findByText("A pending comment")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("A published comment")).not.toBeInTheDocument());
  });

  it("keeps the last known list on screen when a refetch fails, with the error above it", async () => {
    const { client } = renderScreen();
    expect(await screen.findByText("A pending comment")).toBeInTheDocument();
    fetchMock.mockImplementation(async () => new Response("Service Unavailable", { status: 503 }));
    await client.refetchQueries({ queryKey: contributionKeys.all(CHANNEL) });
    expect(await screen.findByText("Could not load comments and questions.")).toBeInTheDocument();
    expect(screen.getByText("A pending comment")).toBeInTheDocument();
    expect(screen.getByText("A published comment")).toBeInTheDocument();
  });

  it("hides the Pending filter from users without UCOtherContributions", async () => {
    renderScreen(access({ role: "user", rights: { allow: ["publish"] } }));
    expect(await screen.findByText("A published comment")).toBeInTheDocument();
    const filters = screen.getByRole("group", { name: "Filter by status" });
    expect(within(filters).queryByRole("button", { name: "Pending" })).not.toBeInTheDocument();
    expect(within(filters).getByRole("button", { name: "All" })).toBeInTheDocument();
  });

  it("offers no moderation where the server's abilities refuse it", async () => {
    // A guest who may see the queue (UCOtherContributions) but not moderate (no UCEditDelete).
    renderScreen(
      access({
        role: "guest",
        rights: { allow: ["publish", "UCOtherContributions"], guest: { channelGuid: CHANNEL } },
      }),
    );
    expect(await screen.findByText("A pending comment")).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Bin" })).not.toBeInTheDocument();
    for (const name of ["Approve", "Unpublish", "Edit", "Delete"]) {
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    }
  });

  it("follows each item's abilities, not the viewer's rights", async () => {
    // The server answers an item the viewer may not moderate (as a stale or narrowed copy).
    const refused = { ...item({ id: "n1", message: "Not yours to moderate" }) };
    ITEMS.push(refused);
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), "http://localhost");
      if ((init?.method ?? "GET") === "GET" && url.searchParams.get("kind") === "comment") {
        const none = contributionAbilities(
          { access: access({ role: "guest", rights: { allow: [] } }), userId: null },
          { kind: "contribution", channelId: CHANNEL },
        );
        return json([{ ...refused, abilities: none }]);
      }
      return respond(url, init);
    });
    renderScreen();
    expect(await screen.findByText("Not yours to moderate")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    ITEMS.pop();
  });

  it("renders a message as text, never as HTML", async () => {
    ITEMS.push(item({ id: "x1", message: "<b>bold</b><img src=x onerror=alert(1)>" }));
    const { container } = renderScreen();
    expect(await screen.findByText("<b>bold</b><img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    ITEMS.pop();
  });

  it("asks before deleting a question with replies (they go for good), not before a comment", async () => {
    const deletes = () =>
      requestedUrls()
        .filter((u) => u.pathname.endsWith("/delete"))
        .map((u) => u.pathname.split("/").at(-2));
    renderScreen();
    expect(await screen.findByText("A published comment")).toBeInTheDocument();
    const comment = screen.getByText("A published comment").closest("li") as HTMLElement;
    fireEvent.click(within(comment).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deletes()).toEqual(["p2"]));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("tab", { name: "Questions" }));
    const question = (await screen.findByText("When do polls close?")).closest("li") as HTMLElement;
    fireEvent.click(within(question).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete question?" });
    expect(dialog).toHaveTextContent(
      "The question goes to the bin and can be restored, but its reply is deleted permanently.",
    );
    expect(deletes()).toEqual(["p2"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete question" }));
    await waitFor(() => expect(deletes()).toEqual(["p2", "q1"]));
  });

  it('uses query keys under ["contributions", channelId] for live invalidation', () => {
    expect(contributionKeys.list("h", CHANNEL, "comment", "all").slice(0, 2)).toEqual(
      contributionKeys.all(CHANNEL),
    );
    expect(contributionKeys.all(CHANNEL)).toEqual(["contributions", CHANNEL]);
  });
});

describe("reply validation", { timeout: 20_000 }, () => {
  it("knows empty and too long replies", () => {
    expect(replyProblem("   ", REPLY_MAX_LENGTH)).toBe("empty");
    expect(replyProblem("x".repeat(REPLY_MAX_LENGTH + 1), REPLY_MAX_LENGTH)).toBe("tooLong");
    expect(replyProblem("ok", REPLY_MAX_LENGTH)).toBeNull();
  });

  it("counts characters, refuses empty and too long replies, and sends a valid one", async () => {
    renderScreen();
    fireEvent.click(screen.getByRole("tab", { name: "Questions" }));
    expect(await screen.findByText("When do polls close?")).toBeInTheDocument();
    expect(screen.getByText("At nine")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Reply" }));
    const box = await screen.findByRole("textbox", { name: "Your reply" });
    const send = screen.getByRole("button", { name: "Send reply" });
    expect(send).toBeDisabled();
    expect(screen.getByTestId("reply-counter")).toHaveTextContent(
      `0 of ${REPLY_MAX_LENGTH} characters`,
    );

    fireEvent.change(box, { target: { value: "x".repeat(REPLY_MAX_LENGTH + 1) } });
    expect(
      screen.getByText(`A reply can be at most ${REPLY_MAX_LENGTH} characters.`),
    ).toBeInTheDocument();
    expect(send).toBeDisabled();

    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.blur(box);
    expect(screen.getByText("Write a reply first.")).toBeInTheDocument();
    expect(send).toBeDisabled();

    fireEvent.change(box, { target: { value: "Polls close at 21:00" } });
    expect(screen.getByTestId("reply-counter")).toHaveTextContent(`20 of ${REPLY_MAX_LENGTH}`);
    expect(send).toBeEnabled();
    fireEvent.click(send);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, init]) =>
            String(u).endsWith(`/contributions/newsroom.demo/${CHANNEL}/q1/replies`) &&
            init?.method === "POST" &&
            JSON.parse(String(init.body)).message === "Polls close at 21:00",
        ),
      ).toBe(true),
    );
  });
});
