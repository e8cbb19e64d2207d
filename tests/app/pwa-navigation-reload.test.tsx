import { act, render } from "@testing-library/react";
import { MemoryRouter, useNavigate } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { isUpdatePending, useReloadOnNavigationIfUpdated } from "../../src/pwa";
import { LAST_RELOAD_KEY } from "../../src/pwa/reload-guard";
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
    expect(sessionStorage.getItem(LAST_RELOAD_KEY)).toBeNull();
  });

  it("reloads once on navigation, then the guard holds for 10 s", () => {
    mount();
    noteAnnouncedBuild("build-2");
    expect(isUpdatePending()).toBe(true);
    act(() => go("/b")); // jsdom cannot reload; the recorded time shows it was asked to
    const first = sessionStorage.getItem(LAST_RELOAD_KEY);
    expect(first).not.toBeNull();
    expect(isUpdatePending()).toBe(false);

    noteAnnouncedBuild("build-3");
    act(() => go("/c"));
    expect(sessionStorage.getItem(LAST_RELOAD_KEY)).toBe(first);
    expect(isUpdatePending()).toBe(true);
  });

  it("ignores announcements while auto updates are disabled", () => {
    localStorage.setItem("auto_updates_disabled", "true");
    mount();
    noteAnnouncedBuild("build-4");
    expect(isUpdatePending()).toBe(false);
    act(() => go("/d"));
    expect(sessionStorage.getItem(LAST_RELOAD_KEY)).toBeNull();
  });
});
