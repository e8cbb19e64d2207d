import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { EditorTarget } from "../../src/features/posts/components/editor/types";
import { HOST, json, renderUi, routeFetch } from "./editor-test-utils";
import { lazyComposer } from "./lazy-composer";

afterEach(() => vi.unstubAllGlobals());

// jsdom lays nothing out, and ProseMirror scrolls the caret into view after typing: its ranges
// need boxes, empty ones will do.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const editor = (target: EditorTarget = { kind: "new" }) => lazyComposer({ target });

/** The AI status, the one list these editors wait for, held until the test lets it through. */
function holdAiStatus(): { release: () => void } {
  const held: { release: () => void } = { release: () => undefined };
  const answered = new Promise<void>((resolve) => {
    held.release = resolve;
  });
  routeFetch({});
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    if (String(input).split("?")[0]?.endsWith(`/ai/${HOST}`)) {
      await answered;
      return json(200, { enabled: false, assistedLabel: false });
    }
    return json(404, { errorKey: "not-found" });
  });
  return held;
}

// Module state (whether an editor was opened on this page) is per file: these run in order.
describe("the new post's composer", { timeout: 30_000 }, () => {
  it("an edit opens the editor without a composer", async () => {
    routeFetch({ [`GET /ai/${HOST}`]: () => json(200, { enabled: false, assistedLabel: false }) });
    const values = {
      title: "Polls closed",
      content: null,
      importance: "normal" as const,
      tags: [],
      icons: [],
      breaking: false,
    };
    renderUi(editor({ kind: "post", id: "p1", version: 1, values }));
    await screen.findByRole("toolbar", {}, { timeout: 15_000 });
    expect(screen.getByLabelText("Title")).toHaveValue("Polls closed");
  });

  it("stays a composer until used, and hands over what was typed while the editor loaded", async () => {
    const ai = holdAiStatus();
    renderUi(editor());
    const title = await screen.findByLabelText("Title");
    expect(screen.getByText(/open as you start writing/)).toBeInTheDocument();
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();

    await userEvent.type(title, "Polls closed");
    await userEvent.type(screen.getByRole("textbox", { name: "Post content" }), "First line");
    // Still the composer: the editor waits for the AI status.
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();

    ai.release();
    await screen.findByRole("toolbar", {}, { timeout: 15_000 });
    expect(screen.getByLabelText("Title")).toHaveValue("Polls closed");
    const content = screen.getByRole("textbox", { name: "Post content" });
    expect(content).toHaveTextContent("First line");
    // The caret is back where it was: the next key lands in the editor's text.
    await waitFor(() => expect(content).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard(" and more");
    await waitFor(() => expect(content).toHaveTextContent("First line and more"));
  });

  it("once an editor was opened on the page, a new post opens at once", async () => {
    routeFetch({ [`GET /ai/${HOST}`]: () => json(200, { enabled: false, assistedLabel: false }) });
    renderUi(editor());
    await screen.findByRole("toolbar", {}, { timeout: 15_000 });
    expect(screen.queryByText(/open as you start writing/)).not.toBeInTheDocument();
  });
});
