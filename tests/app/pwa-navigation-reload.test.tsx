import { act, render } from "@testing-library/react";
import { MemoryRouter, useNavigate } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { storage } from "../../src/lib/local-data/web-storage";
import { isUpdatePending, useReloadOnNavigationIfUpdated } from "../../src/pwa";
import { clearPendingUpdate, noteAnnouncedBuild } from "../../src/pwa/update-state";

let go: (path: string) => void = () => {};

function Layout() {
  useReloadOnNavigationIfUpdated();
  go = useNavigate();
  return null;
}

const mount = () =>
  render(
    <MemoryRouter initialEntries={["/a"]}>
      <Layout />
    </MemoryRouter>,
  );

describe("reload on the next navigation after a new build", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    clearPendingUpdate();
  });

  it("does nothing without an announced build", () => {
    mount();
    act(() => go("/b"));
    expect(storage.lastReloadAt()).toBeNull();
  });

  it("reloads once on navigation, then the guard holds for 10 s", () => {
    mount();
    noteAnnouncedBuild("build-2");
    expect(isUpdatePending()).toBe(true);
    act(() => go("/b")); // jsdom cannot reload; the recorded time shows it was asked to
    const first = storage.lastReloadAt();
    expect(first).not.toBeNull();
    expect(isUpdatePending()).toBe(false);

    noteAnnouncedBuild("build-3");
    act(() => go("/c"));
    expect(storage.lastReloadAt()).toBe(first);
    expect(isUpdatePending()).toBe(true);
  });
});
