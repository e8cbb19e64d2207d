import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { lazyComposer } from "./lazy-composer";
import { HOST, json, renderUi, routeFetch } from "./ui-test-utils";

/** Whether the editor's chunk can be fetched (offline, it cannot). */
const network = vi.hoisted(() => ({ up: false }));
vi.mock("../../src/features/posts/components/editor/PostEditor", async (importActual) => {
  if (!network.up) throw new TypeError("Failed to fetch dynamically imported module");
  return importActual();
});

beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const editor = lazyComposer();

describe("the composer when the editor's code cannot be loaded", { timeout: 30_000 }, () => {
  it("keeps what is typed, says so, and opens the editor once the connection is back", async () => {
    routeFetch({ [`GET /ai/${HOST}`]: () => json(200, { enabled: false, assistedLabel: false }) });
    renderUi(editor);
    await userEvent.type(await screen.findByLabelText("Title"), "Polls closed");
    expect(await screen.findByText("The editor could not be loaded.")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Polls closed");
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();

    // Still offline: trying again says so again.
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("The editor could not be loaded.")).toBeInTheDocument();

    network.up = true;
    fireEvent(window, new Event("online"));
    await screen.findByRole("toolbar", {}, { timeout: 15_000 });
    expect(screen.getByLabelText("Title")).toHaveValue("Polls closed");
  });
});
