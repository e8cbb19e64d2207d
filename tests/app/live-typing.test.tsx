import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRESENCE_TTL_MS, type Presence } from "../../domain/schemas/live";
import {
  activeTypers,
  createLiveBus,
  LiveConnectionBanner,
  LiveProvider,
  mergePresence,
  TypingDistributor,
  usePresenceSender,
} from "../../src/features/live";
import { renderUi } from "./editor-test-utils";

const at = (ms: number) => new Date(ms).toISOString();
const p = (
  userId: string,
  displayName: string,
  ms: number,
  state: Presence["state"] = "typing",
) => ({
  channelId: "c",
  userId,
  displayName,
  state,
  at: at(ms),
});

afterEach(() => vi.useRealTimers());

type LiveValue = Parameters<typeof LiveProvider>[0]["value"];
const harness: { set: (v: LiveValue) => void } = { set: () => {} };
function BannerHarness({ initial }: { initial: LiveValue }) {
  const [v, setV] = useState(initial);
  harness.set = setV;
  return (
    <LiveProvider value={v}>
      <LiveConnectionBanner />
    </LiveProvider>
  );
}

const probe: { typing: () => void } = { typing: () => {} };
function SenderProbe({ sent }: { sent: string[] }) {
  probe.typing = usePresenceSender("h", "c", async (state) => {
    sent.push(state);
  });
  return null;
}

describe("typing distributor", () => {
  it("merges presence frames: one per user, idle removes", () => {
    let list: Presence[] = [];
    list = mergePresence(list, p("u1", "Ada", 1));
    list = mergePresence(list, p("u2", "Ed", 2));
    list = mergePresence(list, p("u1", "Ada", 3));
    expect(list.map((x) => x.userId)).toEqual(["u2", "u1"]);
    list = mergePresence(list, p("u2", "Ed", 4, "idle"));
    expect(list.map((x) => x.userId)).toEqual(["u1"]);
  });

  it("expires entries after PRESENCE_TTL_MS and never lists the user", () => {
    const list = [p("u1", "Ada", 1000), p("me", "Me", 1000)];
    expect(activeTypers(list, 1000 + PRESENCE_TTL_MS - 1, "me").map((x) => x.userId)).toEqual([
      "u1",
    ]);
    expect(activeTypers(list, 1000 + PRESENCE_TTL_MS, "me")).toEqual([]);
  });

  it("shows who is writing, and hides it when it expires", () => {
    vi.useFakeTimers({ now: 100_000 });
    renderUi(
      <TypingDistributor
        selfId="me"
        presence={[p("u1", "Ada Lovelace", 100_000), p("u2", "Ed", 99_000)]}
      />,
    );
    expect(screen.getByText("Ada Lovelace and Ed are writing…")).toBeInTheDocument();
    expect(screen.getByText("AL")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PRESENCE_TTL_MS - 500));
    expect(screen.getByText("Ada Lovelace is writing…")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(/is writing/)).not.toBeInTheDocument();
  });

  it("names two and counts the rest", () => {
    vi.useFakeTimers({ now: 50_000 });
    renderUi(
      <TypingDistributor
        presence={[
          p("a", "Ada", 50_000),
          p("b", "Ed", 50_000),
          p("c", "Kari", 50_000),
          p("d", "Ola", 50_000),
        ]}
      />,
    );
    expect(screen.getByText("Ada, Ed and 2 more are writing…")).toBeInTheDocument();
  });
});

describe("connection error banner", () => {
  const value = (status: "open" | "error" | "connecting", failures: number) => ({
    status,
    failures,
    presence: [],
    bus: createLiveBus(),
  });
  it("shows the spec text after repeated failures and hides when back", () => {
    renderUi(<BannerHarness initial={value("error", 1)} />);
    const set = harness.set;
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    act(() => set(value("error", 3)));
    expect(
      screen.getByText("Live updates connection error: page reload may be needed"),
    ).toBeInTheDocument();
    act(() => set(value("open", 0)));
    expect(screen.queryByText(/connection error/)).not.toBeInTheDocument();
  });
});

describe("presence sender", () => {
  it("posts typing at most every 3 s, idle after 5 s quiet, and idle on unmount", () => {
    vi.useFakeTimers({ now: 0 });
    const sent: string[] = [];
    const { unmount } = renderUi(<SenderProbe sent={sent} />);
    const typing = () => probe.typing();
    typing();
    act(() => vi.advanceTimersByTime(1000));
    typing();
    act(() => vi.advanceTimersByTime(1000));
    typing();
    expect(sent).toEqual(["typing"]);
    act(() => vi.advanceTimersByTime(1500));
    typing();
    expect(sent).toEqual(["typing", "typing"]);
    act(() => vi.advanceTimersByTime(5000));
    expect(sent).toEqual(["typing", "typing", "idle"]);
    typing();
    expect(sent).toEqual(["typing", "typing", "idle", "typing"]);
    unmount();
    expect(sent.at(-1)).toBe("idle");
  });
});
