import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EXTENSION_INIT_TIMEOUT_MS, EXTENSION_START_WINDOWS_MS } from "../../domain/extensions";
import type { RuntimeExtension } from "../../domain/schemas/extension-bridge";
import { ExtensionFrame } from "../../src/features/extensions/runtime/ExtensionFrame";
import type { FrameStatus } from "../../src/features/extensions/runtime/frame-status";
import { renderUi } from "./ui-test-utils";

const extension: RuntimeExtension = {
  id: "e1",
  type: "integratedPostEditor",
  name: "Sign-off",
  javaScriptString: "",
  cssString: "",
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("an editor extension slow to start", () => {
  it("shows as slow at the start limit, is started again, and fails only after the last wait", () => {
    const statuses: FrameStatus[] = [];
    const { container } = renderUi(
      <ExtensionFrame
        extension={extension}
        libraries={[]}
        context={{
          lang: "en",
          theme: "light",
          host: "h",
          channelId: "c",
          sports: { provider: "opta", competitionIds: [] },
        }}
        post={null}
        visible={false}
        title="Extension: Sign-off"
        onStatus={(s) => statuses.push(s)}
      />,
    );
    const first = container.querySelector("iframe");
    expect(first).not.toBeNull();
    act(() => vi.advanceTimersByTime(EXTENSION_INIT_TIMEOUT_MS));
    expect(statuses).toEqual([{ state: "loading", slow: true }]);

    act(() => vi.advanceTimersByTime(EXTENSION_START_WINDOWS_MS[0] - EXTENSION_INIT_TIMEOUT_MS));
    const second = container.querySelector("iframe");
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(statuses.some((s) => s.state === "failed")).toBe(false);

    act(() => vi.advanceTimersByTime(EXTENSION_START_WINDOWS_MS[1]));
    expect(statuses.at(-1)).toEqual({ state: "failed", phase: "init", message: "timed out" });
    expect(container.querySelector("iframe")).toBeNull();
  });
});
