import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useViewportWidth } from "../../src/lib/use-viewport-width";

function Width() {
  return <output>{useViewportWidth()}</output>;
}

const resizeTo = (px: number) =>
  act(() => {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: px });
    window.dispatchEvent(new Event("resize"));
  });

afterEach(() => vi.restoreAllMocks());

describe("useViewportWidth", () => {
  it("follows resizes", async () => {
    await resizeTo(1280);
    render(<Width />);
    expect(screen.getByRole("status")).toHaveTextContent("1280");
    await resizeTo(390);
    expect(screen.getByRole("status")).toHaveTextContent("390");
  });

  it("re-renders read the width kept from the last resize, not the layout", async () => {
    await resizeTo(800);
    const { rerender } = render(<Width />);
    const read = vi.spyOn(window, "innerWidth", "get");
    for (let i = 0; i < 5; i++) rerender(<Width />);
    expect(read).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("800");
  });
});
