import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorValues, HOST, json, renderPostEditor, routeFetch } from "./editor-test-utils";
import { access } from "./fixtures";

afterEach(() => vi.unstubAllGlobals());

const values = editorValues({ keyEvent: true });

describe("the editor's key event switch", { timeout: 30_000 }, () => {
  it("publishes a post marked as a key event", async () => {
    routeFetch({ [`GET /tags/${HOST}`]: () => json(200, []) });
    const { onPublish } = renderPostEditor();
    await userEvent.type(screen.getByLabelText("Title"), "Kick-off");
    await userEvent.click(screen.getByRole("checkbox", { name: "Key event" }));
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    expect(onPublish).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Kick-off", keyEvent: true }),
      null,
      expect.any(String),
    );
  });

  it("is not there without the keyEvent ability, and an update leaves the stored mark alone", async () => {
    routeFetch({ [`GET /tags/${HOST}`]: () => json(200, []) });
    const { onPublish } = renderPostEditor({
      access: access({ disabledFeatures: ["keyEvents"] }),
      canMarkKeyEvent: false,
      target: { kind: "post", id: "p1", version: 3, values },
    });
    expect(screen.queryByText("Key event")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Update post" }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    const [sent] = onPublish.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(sent).toMatchObject({ title: "Goal" });
    expect(sent).not.toHaveProperty("keyEvent");
  });
});
