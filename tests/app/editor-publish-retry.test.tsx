import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EditorValues } from "../../src/features/posts/components/editor/types";
import { isFlakyFailure } from "../../src/features/posts/lib/publish-retry";
import { ApiError } from "../../src/lib/api-client";
import { renderPostEditor, serveEditorLookups } from "./editor-test-utils";

afterEach(() => vi.unstubAllGlobals());

type Publish = (values: EditorValues, version: number | null, key: string) => Promise<void>;

function setup(onPublish: Publish) {
  serveEditorLookups();
  const publish = vi.fn(onPublish);
  const { onDone } = renderPostEditor({ onPublish: publish, canMarkKeyEvent: false });
  return { publish, onDone };
}

const keysOf = (publish: ReturnType<typeof vi.fn<Publish>>) =>
  publish.mock.calls.map((call) => call[2]);

describe("publishing on a flaky link", { timeout: 30_000 }, () => {
  it("tells a flaky failure from the server's answer", () => {
    expect(isFlakyFailure(new TypeError("Failed to fetch"))).toBe(true);
    for (const status of [502, 503, 504])
      expect(isFlakyFailure(new ApiError("x", status))).toBe(true);
    expect(isFlakyFailure(new ApiError("x", 500))).toBe(false);
    expect(isFlakyFailure(new ApiError("x", 409, "stale-version"))).toBe(false);
  });

  it("retries by itself with the same key, says so, and ends empty once published", async () => {
    let calls = 0;
    const { publish, onDone } = setup(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError("Failed to fetch");
      if (calls === 2) throw new ApiError("Bad gateway", 503);
    });
    await userEvent.type(screen.getByLabelText("Title"), "Flaky");
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Publishing…, retrying")).toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(publish).toHaveBeenCalledTimes(3);
    const keys = keysOf(publish);
    expect(new Set(keys).size).toBe(1);
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(screen.queryByText("Publishing…, retrying")).not.toBeInTheDocument();
  });

  it("offline: says so, and the next press sends the key of the first", async () => {
    let online = true;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    const { publish, onDone } = setup(async () => {
      if (publish.mock.calls.length === 1) {
        online = false;
        throw new TypeError("Failed to fetch");
      }
    });
    await userEvent.type(screen.getByLabelText("Title"), "Lost answer");
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(/You're offline/)).toBeInTheDocument();
    expect(publish).toHaveBeenCalledTimes(1);
    online = true;
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const keys = keysOf(publish);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("a refusal ends the key: the next press is a new publish", async () => {
    const { publish } = setup(async () => {
      throw new ApiError("Forbidden", 403, "forbidden");
    });
    await userEvent.type(screen.getByLabelText("Title"), "Refused");
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(publish).toHaveBeenCalledTimes(1));
    await userEvent.click(await screen.findByRole("button", { name: "Publish" }));
    await waitFor(() => expect(publish).toHaveBeenCalledTimes(2));
    const keys = keysOf(publish);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
