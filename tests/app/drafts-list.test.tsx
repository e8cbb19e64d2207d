import "fake-indexeddb/auto";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DraftsList } from "../../src/features/drafts/components/DraftsList";
import { db } from "../../src/lib/local-data/database";
import { CHANNEL, HOST, json, post, renderUi, routeFetch } from "./editor-test-utils";

const D1 = "d1111111-1111-4111-8111-111111111111";
const D2 = "d2222222-2222-4222-8222-222222222222";

const draft = (id: string, title: string, extra: Record<string, unknown> = {}) => {
  const { pinned: _p, highlighted: _h, order: _o, ...rest } = post(id, title);
  const abilities = { edit: true, delete: true, publish: true, schedule: true };
  return { ...rest, abilities, scheduledUtc: null, ...extra };
};

beforeEach(async () => {
  await Promise.all([db.localDrafts.clear(), db.outbox.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

function renderList(
  drafts: unknown[],
  extra: Record<string, (init?: RequestInit) => Response> = {},
) {
  const fetchMock = routeFetch({
    [`GET /drafts/${HOST}/${CHANNEL}`]: () => json(200, drafts),
    ...extra,
  });
  const onEdit = vi.fn();
  renderUi(<DraftsList host={HOST} channelId={CHANNEL} onEdit={onEdit} />);
  return { fetchMock, onEdit };
}

describe("drafts tab", { timeout: 30_000 }, () => {
  it("lists drafts with their scheduled time and Cancel Schedule", async () => {
    renderList([
      draft(D1, "Plain draft"),
      draft(D2, "Timed draft", { scheduledUtc: "2099-01-01T10:00:00Z" }),
    ]);
    const timed = (await screen.findByRole("heading", { name: "Timed draft" })).closest("article");
    expect(timed).not.toBeNull();
    expect(within(timed as HTMLElement).getByText(/Scheduled for/)).toBeInTheDocument();
    expect(
      within(timed as HTMLElement).getByRole("button", { name: "Cancel Schedule" }),
    ).toBeInTheDocument();
    const plain = screen
      .getByRole("heading", { name: "Plain draft" })
      .closest("article") as HTMLElement;
    expect(within(plain).getByRole("button", { name: "Publish now" })).toBeInTheDocument();
  });

  it("offers each draft only what the server says this user may do with it", async () => {
    renderList([
      draft(D1, "Mine to publish"),
      draft(D2, "Only to write", {
        scheduledUtc: "2099-01-01T10:00:00Z",
        abilities: { edit: true, delete: true, publish: false, schedule: false },
      }),
    ]);
    const mine = (await screen.findByRole("heading", { name: "Mine to publish" })).closest(
      "article",
    ) as HTMLElement;
    expect(within(mine).getByRole("button", { name: "Publish now" })).toBeInTheDocument();
    expect(within(mine).getByRole("button", { name: "Schedule" })).toBeInTheDocument();
    const other = screen
      .getByRole("heading", { name: "Only to write" })
      .closest("article") as HTMLElement;
    expect(within(other).queryByRole("button", { name: "Publish now" })).toBeNull();
    expect(within(other).queryByRole("button", { name: "Cancel Schedule" })).toBeNull();
    expect(within(other).getByRole("button", { name: "Delete" })).toBeInTheDocument();
  });

  it("refuses a schedule in the past, Clear empties the inputs, a future one is sent", async () => {
    const { fetchMock } = renderList([draft(D1, "Plain draft")], {
      [`POST /drafts/${HOST}/${CHANNEL}/${D1}/schedule`]: () =>
        json(200, draft(D1, "Plain draft", { scheduledUtc: "2099-01-01T10:00:00Z", version: 2 })),
    });
    const card = (await screen.findByRole("heading", { name: "Plain draft" })).closest(
      "article",
    ) as HTMLElement;
    await userEvent.click(within(card).getByRole("button", { name: "Schedule" }));
    const date = within(card).getByLabelText("Date");
    const time = within(card).getByLabelText("Time");
    await userEvent.type(date, "2020-01-01");
    await userEvent.type(time, "10:00");
    await userEvent.click(
      within(card).getAllByRole("button", { name: "Schedule" }).at(-1) as HTMLElement,
    );
    expect(await within(card).findByText("Please choose future date")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Clear" }));
    expect(date).toHaveValue("");
    await userEvent.type(date, "2099-01-01");
    await userEvent.type(time, "10:00");
    await userEvent.click(
      within(card).getAllByRole("button", { name: "Schedule" }).at(-1) as HTMLElement,
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/schedule"))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/schedule"));
    const body = JSON.parse(String(call?.[1]?.body)) as { version: number; scheduledUtc: string };
    expect(body.version).toBe(1);
    expect(new Date(body.scheduledUtc).getFullYear()).toBe(2099);
  });

  it("shows queued local drafts and a conflict with both versions", async () => {
    await db.localDrafts.bulkPut([
      {
        localId: "local-1",
        accountHost: HOST,
        channelId: CHANNEL,
        serverId: null,
        baseVersion: null,
        input: { title: "Written offline", content: null },
        status: "queued",
        updatedUtc: "2026-01-01T10:00:00Z",
      },
      {
        localId: D1,
        accountHost: HOST,
        channelId: CHANNEL,
        serverId: D1,
        baseVersion: 1,
        input: { title: "My offline edit", content: null },
        status: "conflict",
        theirs: draft(D1, "Their edit", { version: 2 }),
        updatedUtc: "2026-01-01T10:00:00Z",
      },
    ]);
    renderList([draft(D1, "Their edit", { version: 2 })]);
    const queued = (await screen.findByRole("heading", { name: "Written offline" })).closest(
      "article",
    ) as HTMLElement;
    expect(within(queued).getByTestId("draft-status")).toHaveTextContent("Queued");
    const conflict = within(await screen.findByTestId("draft-conflict"));
    expect(conflict.getByText("My offline edit")).toBeInTheDocument();
    expect(conflict.getByText("Their edit")).toBeInTheDocument();
    expect(conflict.getByRole("button", { name: "Overwrite with mine" })).toBeInTheDocument();
    expect(conflict.getByRole("button", { name: "Reload theirs" })).toBeInTheDocument();
  });
});
