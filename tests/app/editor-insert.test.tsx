import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Slice } from "@tiptap/pm/model";
import type { Editor } from "@tiptap/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HOST, json, renderPostEditor, serveEditorLookups } from "./editor-test-utils";
import { access } from "./fixtures";

afterEach(() => vi.unstubAllGlobals());

const CARD = {
  url: "https://example.com/story",
  title: "The story",
  description: null,
  image: null,
  siteName: "Example",
};

function setup() {
  let uploads = 0;
  serveEditorLookups({
    [`POST /uploads/${HOST}`]: () =>
      json(200, { url: `/uploads/${HOST}/dropped-${++uploads}.png`, width: 8, height: 8 }),
    [`POST /uploads/${HOST}/by-url`]: () =>
      json(200, { url: `/uploads/${HOST}/by-url.png`, width: 8, height: 8 }),
    [`POST /link-card/${HOST}`]: () => json(200, CARD),
  });
  return renderPostEditor({ access: access({ optInFeatures: ["inlineImageUrlUpload"] }) });
}

const view = () => {
  const dom = document.querySelector(".ProseMirror") as (HTMLElement & { editor?: Editor }) | null;
  if (!dom?.editor) throw new Error("no editor");
  return dom.editor.view;
};

async function insertVia(button: string, provider: string | null, value: string) {
  await userEvent.click(screen.getByRole("button", { name: new RegExp(`^${button}$`) }));
  const dialog = await screen.findByRole("dialog", { name: button });
  if (provider) await userEvent.selectOptions(within(dialog).getByLabelText("Provider"), provider);
  fireEvent.change(within(dialog).getByLabelText(/URL/), { target: { value } });
  await userEvent.click(within(dialog).getByRole("button", { name: "Insert" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: button })).toBeNull());
}

const published = async (onPublish: ReturnType<typeof setup>["onPublish"]) => {
  await userEvent.click(screen.getByRole("button", { name: "Publish" }));
  await waitFor(() => expect(onPublish).toHaveBeenCalled());
  const [values] = onPublish.mock.calls[0] as unknown as [
    { content: { content: { type: string }[] } },
  ];
  return values.content.content.map((n) => n.type).filter((type) => type !== "paragraph");
};

describe("inserting blocks in a row", { timeout: 60_000 }, () => {
  it("adds each card, image and embed after the previous one instead of replacing it", async () => {
    const { onPublish } = setup();
    await insertVia("Link card", null, CARD.url);
    await waitFor(() => expect(document.querySelector("[data-link-card]")).not.toBeNull());
    await insertVia("Image", null, "https://example.com/photo.png");
    await waitFor(() => expect(document.querySelector(".ProseMirror img")).not.toBeNull());
    await insertVia("Embed", "youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await insertVia("Embed", "twitter", "https://x.com/someone/status/1234567890123");
    expect(await published(onPublish)).toEqual(["linkCard", "image", "embed", "embed"]);
  });

  it("adds a pasted embed after a selected block, and a dropped image where it lands", async () => {
    const { onPublish } = setup();
    await insertVia("Embed", "youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    const v = view();
    // The user clicks the embed: it is node-selected, and a paste must not replace it.
    const { NodeSelection } = await import("@tiptap/pm/state");
    v.dispatch(v.state.tr.setSelection(NodeSelection.create(v.state.doc, 0)));
    const paste = { clipboardData: { getData: () => "https://x.com/a/status/1234567890123" } };
    v.someProp("handlePaste", (f) => f(v, paste as unknown as ClipboardEvent, Slice.empty));
    await waitFor(() => expect(document.querySelector('[data-embed="twitter"]')).not.toBeNull());
    // jsdom has no layout: the drop lands where ProseMirror finds no position, at the cursor.
    document.elementFromPoint = () => null;
    const file = new File([new Uint8Array([137, 80, 78, 71])], "dot.png", { type: "image/png" });
    const drop = {
      dataTransfer: { files: [file] },
      clientX: 0,
      clientY: 0,
      preventDefault: () => {},
    } as unknown as DragEvent;
    expect(v.someProp("handleDrop", (f) => f(v, drop, Slice.empty, false))).toBe(true);
    await waitFor(() =>
      expect(document.querySelector('.ProseMirror img[src*="dropped-1"]')).not.toBeNull(),
    );
    const types = await published(onPublish);
    expect(types.filter((type) => type === "embed")).toHaveLength(2);
    expect(types).toContain("image");
  });
});
