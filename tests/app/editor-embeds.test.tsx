import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Slice } from "@tiptap/pm/model";
import type { Editor } from "@tiptap/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HOST, json, renderPostEditor, serveEditorLookups } from "./editor-test-utils";
import { access } from "./fixtures";

afterEach(() => vi.unstubAllGlobals());

function setup(uploads: () => Response, overrides: Parameters<typeof access>[0] = {}) {
  serveEditorLookups({ [`POST /uploads/${HOST}`]: uploads });
  return renderPostEditor({ access: access(overrides), canMarkKeyEvent: false });
}

describe("editor embeds and images", { timeout: 30_000 }, () => {
  it("checks an embed URL against its provider and inserts a structured embed", async () => {
    const { onPublish } = setup(() => json(200, {}));
    await userEvent.click(screen.getByRole("button", { name: "Embed" }));
    const dialog = await screen.findByRole("dialog", { name: "Embed" });
    await userEvent.selectOptions(within(dialog).getByLabelText("Provider"), "youtube");
    await userEvent.type(within(dialog).getByLabelText("URL"), "https://example.com/watch");
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert" }));
    expect(await within(dialog).findByText("This is not a valid YouTube URL.")).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText("URL"));
    await userEvent.type(
      within(dialog).getByLabelText("URL"),
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert" }));
    await waitFor(() => expect(document.querySelector('[data-embed="youtube"]')).not.toBeNull());
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(onPublish).toHaveBeenCalled());
    const [values] = onPublish.mock.calls[0] as unknown as [{ content: { content: unknown[] } }];
    expect(values.content.content).toContainEqual({
      type: "embed",
      attrs: {
        provider: "youtube",
        url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        id: "dQw4w9WgXcQ",
        html: null,
      },
    });
  });

  it("turns a pasted provider URL into an embed, but not when its provider is off", async () => {
    const paste = (url: string) => {
      const dom = document.querySelector(".ProseMirror") as
        | (HTMLElement & { editor?: Editor })
        | null;
      const view = dom?.editor?.view;
      if (!view) throw new Error("no editor");
      const event = { clipboardData: { getData: () => url } } as unknown as ClipboardEvent;
      return view.someProp("handlePaste", (f) => f(view, event, Slice.empty));
    };
    setup(() => json(200, {}), { disabledFeatures: ["inlineInstagram"] });
    expect(paste("https://x.com/someone/status/1234567890123")).toBe(true);
    await waitFor(() => expect(document.querySelector('[data-embed="twitter"]')).not.toBeNull());
    expect(paste("https://www.instagram.com/p/abcdef123/")).toBeFalsy();
    expect(paste("just some words")).toBeFalsy();
  });

  it("hides the embed button when every embed provider is switched off", () => {
    setup(() => json(200, {}), {
      disabledFeatures: [
        "inlineTwitter",
        "inlineYouTube",
        "inlineFacebook",
        "inlineInstagram",
        "inlineInfogram",
        "inlineCustom",
        "inlineImage",
      ],
    });
    expect(screen.queryByRole("button", { name: "Embed" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Image" })).not.toBeInTheDocument();
  });

  it("shows image-too-large, and the default upload message for anything else", async () => {
    let status = 413;
    setup(() => (status === 413 ? json(413, { errorKey: "image-too-large" }) : json(500, {})));
    await userEvent.click(screen.getByRole("button", { name: "Image" }));
    const input = await screen.findByTestId("image-file-input");
    const file = new File([new Uint8Array([137, 80, 78, 71])], "big.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText("The image is too large.")).toBeInTheDocument();
    status = 500;
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText("There was a problem uploading the image")).toBeInTheDocument();
  });
});
