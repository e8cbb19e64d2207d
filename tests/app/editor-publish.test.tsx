import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EditorTarget } from "../../src/features/posts/components/editor/types";
import { StaleVersionError } from "../../src/lib/stale-version";
import {
  editorValues,
  HOST,
  json,
  post,
  renderPostEditor,
  serveEditorLookups,
} from "./editor-test-utils";
import { access } from "./fixtures";

afterEach(() => vi.unstubAllGlobals());

function setup(
  target: EditorTarget = { kind: "new" },
  overrides: Parameters<typeof access>[0] = {},
) {
  serveEditorLookups({
    [`GET /tags/${HOST}`]: () =>
      json(200, [
        { id: "t1", name: "Oslo" },
        { id: "t2", name: "Turnout" },
      ]),
    [`GET /post-icons/${HOST}`]: () =>
      json(200, [{ id: "goal", group: "sport", label: "Goal", symbol: "⚽" }]),
  });
  return renderPostEditor({ target, access: access(overrides), canMarkKeyEvent: false });
}

describe("post editor", { timeout: 30_000 }, () => {
  it("refuses an empty post and a blank title with the spec's messages", async () => {
    const { onPublish } = setup();
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(
      await screen.findByText("The post needs to have a title or content in order to be published"),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Title"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("The title shouldn't be empty")).toBeInTheDocument();
    expect(onPublish).not.toHaveBeenCalled();
  });

  it("publishes the fields with very-important in the payload, tags and the author default", async () => {
    const { onPublish, onDone } = setup();
    expect(screen.getByDisplayValue("Ada Admin")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Title"), "Results in Oslo");
    await userEvent.selectOptions(screen.getByLabelText("Importance"), "very-important");
    // Auto-tagging: an existing tag named in the text is suggested.
    await userEvent.click(await screen.findByRole("button", { name: "+ Oslo" }));
    await userEvent.type(screen.getByLabelText("Add a tag"), "Night{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Goal" }));
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    expect(onPublish).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Results in Oslo",
        importance: "very-important",
        tags: ["Oslo", "Night"],
        icons: ["goal"],
        content: null,
      }),
      null,
      expect.any(String),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it("maps publish errors to the spec's messages, with a default", async () => {
    const { onPublish } = setup();
    const { ApiError } = await import("../../src/lib/api-client");
    onPublish.mockRejectedValueOnce(new ApiError("author-not-found", 400, "author-not-found"));
    await userEvent.type(screen.getByLabelText("Title"), "X");
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("The author has not been found")).toBeInTheDocument();
    onPublish.mockRejectedValueOnce(new ApiError("x", 500));
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(
      await screen.findByText("There was a problem publishing the post, please try again later"),
    ).toBeInTheDocument();
  });

  it("hides importance, tags, breaking and icons when the account disabled them", () => {
    setup(
      { kind: "new" },
      { disabledFeatures: ["importance", "tags", "postBreaking", "postIcons"] },
    );
    expect(screen.queryByLabelText("Importance")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Add a tag")).not.toBeInTheDocument();
    expect(screen.queryByText("Breaking")).not.toBeInTheDocument();
    expect(screen.queryByText("Post icons")).not.toBeInTheDocument();
    // Embeds off too: no embed button.
  });

  it("on a stale version shows both versions; Overwrite resends with their version", async () => {
    const existing = post("d1111111-1111-4111-8111-111111111111", "Mine");
    const { onPublish } = setup({
      kind: "post",
      id: existing.id,
      version: 1,
      values: editorValues({ title: "Mine" }),
    });
    onPublish.mockRejectedValueOnce(
      new StaleVersionError(post(existing.id, "Theirs", { version: 2 })),
    );
    await userEvent.click(screen.getByRole("button", { name: "Update post" }));
    expect(await screen.findByText("This post was updated by someone else")).toBeInTheDocument();
    expect(screen.getByText("Theirs")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Overwrite with mine" }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(2));
    expect(onPublish).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: "Mine" }),
      2,
      expect.any(String),
    );
  });
});
