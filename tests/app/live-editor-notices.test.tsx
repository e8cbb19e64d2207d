import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLiveBus } from "../../src/features/live";
import { type EditorTarget, valuesOf } from "../../src/features/posts/components/editor/types";
import { Feed } from "../../src/features/posts/components/feed/Feed";
import { clearOwnWrites, markOwnWrite } from "../../src/lib/live";
import {
  CHANNEL,
  HOST,
  json,
  post,
  renderPostEditor,
  renderUi,
  routeFetch,
  serveEditorLookups,
} from "./editor-test-utils";
import { access, liveEvent } from "./fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  clearOwnWrites();
});

const ID = "a1111111-1111-4111-8111-111111111111";
const event = (extra: object) =>
  liveEvent({ id: "10", type: "post.updated", entityId: ID, version: 2, ...extra });

function setup() {
  serveEditorLookups();
  const bus = createLiveBus();
  const onPostAsNew = vi.fn();
  const original = post(ID, "Original title");
  const target: EditorTarget = {
    kind: "post",
    id: ID,
    version: 1,
    values: valuesOf(original as Parameters<typeof valuesOf>[0]),
  };
  const { onDone } = renderPostEditor({ target, live: bus, onPostAsNew, canMarkKeyEvent: false });
  return { bus, onPostAsNew, onDone };
}

describe("editor live notices", { timeout: 20_000 }, () => {
  it("deleted elsewhere: offers Post as new post with the editor's content, and Cancel", async () => {
    const { bus, onPostAsNew } = setup();
    const title = screen.getByLabelText("Title");
    await userEvent.clear(title);
    await userEvent.type(title, "My edited title");
    act(() => bus.emit(event({ type: "post.deleted", version: 2 })));
    expect(await screen.findByText("This post was deleted by someone else")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Update post" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Post as new post" }));
    expect(onPostAsNew).toHaveBeenCalledWith(expect.objectContaining({ title: "My edited title" }));
  });

  it("updated elsewhere: warns and loads their version", async () => {
    const { bus } = setup();
    act(() => bus.emit(event({ version: 2, data: post(ID, "Their title", { version: 2 }) })));
    expect(await screen.findByText("This post was updated by someone else")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Load their version" }));
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("Their title"));
    expect(screen.queryByText("This post was updated by someone else")).not.toBeInTheDocument();
    expect(screen.getByText(/v2/)).toBeInTheDocument();
  });

  it("ignores the user's own writes, other posts and versions already seen", async () => {
    const { bus } = setup();
    markOwnWrite(ID, 2);
    act(() => {
      bus.emit(event({ version: 2, data: post(ID, "Mine", { version: 2 }) }));
      bus.emit(event({ entityId: "other", type: "post.deleted" }));
      bus.emit(event({ version: 1 }));
      bus.emit(event({ type: "post.pinned", version: 3 }));
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("feed search live notice", { timeout: 20_000 }, () => {
  it("a post in search results deleted elsewhere shows a notice", async () => {
    routeFetch({
      [`GET /posts/${HOST}/${CHANNEL}`]: () =>
        json(200, {
          items: [post(ID, "Election night")],
          nextCursor: null,
          searchLimited: false,
          total: 1,
        }),
    });
    const bus = createLiveBus();
    renderUi(
      <Feed host={HOST} channelId={CHANNEL} access={access()} onEdit={() => {}} live={bus} />,
    );
    await userEvent.type(screen.getByRole("searchbox"), "election");
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).includes("q=election"))).toBe(
        true,
      ),
    );
    expect(await screen.findByRole("heading", { name: "Election night" })).toBeInTheDocument();
    act(() => bus.emit(event({ type: "post.deleted" })));
    expect(await screen.findByText("A post in these results was deleted")).toBeInTheDocument();
  });
});
