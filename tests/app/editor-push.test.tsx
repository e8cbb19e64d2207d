import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorValues, HOST, json, renderPostEditor, routeFetch } from "./editor-test-utils";

afterEach(() => vi.unstubAllGlobals());

const sentOf = (onPublish: { mock: { calls: unknown[][] } }) =>
  onPublish.mock.calls[0]?.[0] as Record<string, unknown>;

describe("the editor's notify followers switch", { timeout: 30_000 }, () => {
  it("is off for an ordinary post, and the post is not sent", async () => {
    routeFetch({ [`GET /tags/${HOST}`]: () => json(200, []) });
    const { onPublish } = renderPostEditor();
    await userEvent.type(screen.getByLabelText("Title"), "Half time");
    expect(screen.getByRole("checkbox", { name: "Notify followers" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    expect(sentOf(onPublish)).not.toHaveProperty("push");
  });

  it("turns on with breaking and key event, until the editor chooses", async () => {
    routeFetch({ [`GET /tags/${HOST}`]: () => json(200, []) });
    const { onPublish } = renderPostEditor();
    const notify = screen.getByRole("checkbox", { name: "Notify followers" });
    await userEvent.type(screen.getByLabelText("Title"), "Goal!");
    await userEvent.click(screen.getByRole("checkbox", { name: "Breaking" }));
    expect(notify).toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: "Breaking" }));
    expect(notify).not.toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: "Key event" }));
    expect(notify).toBeChecked();
    // The editor's own choice stands, whatever the marks do next.
    await userEvent.click(notify);
    await userEvent.click(screen.getByRole("checkbox", { name: "Breaking" }));
    expect(notify).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    expect(sentOf(onPublish)).toMatchObject({ breaking: true, keyEvent: true });
    expect(sentOf(onPublish)).not.toHaveProperty("push");
  });

  it("sends a breaking post with push", async () => {
    routeFetch({ [`GET /tags/${HOST}`]: () => json(200, []) });
    const { onPublish } = renderPostEditor();
    await userEvent.type(screen.getByLabelText("Title"), "Red card");
    await userEvent.click(screen.getByRole("checkbox", { name: "Breaking" }));
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    expect(sentOf(onPublish)).toMatchObject({ title: "Red card", breaking: true, push: true });
  });

  it("stays off when a published breaking post is updated, unless turned on", async () => {
    routeFetch({ [`GET /tags/${HOST}`]: () => json(200, []) });
    const values = editorValues({ breaking: true });
    const { onPublish } = renderPostEditor({
      target: { kind: "post", id: "p1", version: 3, values },
    });
    expect(screen.getByRole("checkbox", { name: "Notify followers" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Update post" }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    expect(sentOf(onPublish)).not.toHaveProperty("push");
  });
});

describe("a draft's notify followers choice", { timeout: 30_000 }, () => {
  it("comes back on when the draft was saved with it, and is sent again", async () => {
    routeFetch({ [`GET /tags/${HOST}`]: () => json(200, []) });
    const values = { ...editorValues({ title: "Kick-off" }), push: true };
    const { onPublish } = renderPostEditor({
      target: { kind: "draft", id: "local-1", version: 2, values },
    });
    expect(screen.getByRole("checkbox", { name: "Notify followers" })).toBeChecked();
    // Chosen already: marking and unmarking breaking leaves it as the editor saved it.
    await userEvent.click(screen.getByRole("checkbox", { name: "Breaking" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Breaking" }));
    expect(screen.getByRole("checkbox", { name: "Notify followers" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    expect(sentOf(onPublish)).toMatchObject({ title: "Kick-off", push: true });
  });
});
