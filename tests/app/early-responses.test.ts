import { QueryObserver } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { startFirstScreen } from "../../src/app/routes/first-data";
import type { RouteHandle } from "../../src/app/routes/route-handle";
import { ApiError, api, refreshToken } from "../../src/lib/api-client";
import {
  EARLY_RESPONSE_MAX_AGE_MS,
  renewEarlyToken,
  startEarly,
  takeEarly,
} from "../../src/lib/early-responses";
import { markReadLongAgo, queryClient } from "../../src/lib/query-client";
import { json, mockFetch } from "./fetch-mock";

const fetchMock = mockFetch();
let path = 0;
/** Each test its own paths: the early responses are module state that nothing else clears. */
const fresh = (name: string) => `/${name}-${++path}`;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("early responses", () => {
  it("the first call of the path with the same token takes the response, once", async () => {
    const p = fresh("channels");
    fetchMock.mockResolvedValueOnce(json(200, ["early"]));
    startEarly("/api", [p], "jwt-a");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    localStorage.setItem("token", "jwt-a");

    expect(await api.get(p)).toEqual(["early"]);
    fetchMock.mockResolvedValueOnce(json(200, ["again"]));
    expect(await api.get(p)).toEqual(["again"]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("another user's token, a stale response and a call with its own headers go to the network", async () => {
    const p = fresh("profile");
    fetchMock.mockResolvedValue(json(200, { from: "early" }));
    startEarly("/api", [p], "jwt-a", 1_000);
    expect(takeEarly(p, "jwt-b", 1_001)).toBeNull();

    const q = fresh("profile");
    startEarly("/api", [q], "jwt-a", 1_000);
    expect(takeEarly(q, "jwt-a", 1_000 + EARLY_RESPONSE_MAX_AGE_MS + 1)).toBeNull();

    const r = fresh("profile");
    startEarly("/api", [r], "jwt-a");
    localStorage.setItem("token", "jwt-a");
    fetchMock.mockResolvedValueOnce(json(200, { from: "network" }));
    expect(await api.get(r, { headers: { "If-None-Match": "x" } })).toEqual({ from: "network" });
    // The early one is still there for a plain call.
    expect(await api.get(r)).toEqual({ from: "early" });
  });

  it("a refused early response fails its taker as the network would have", async () => {
    const p = fresh("channels");
    fetchMock.mockResolvedValueOnce(json(403, { errorKey: "forbidden" }));
    startEarly("/api", [p], "jwt-a");
    localStorage.setItem("token", "jwt-a");
    await expect(api.get(p)).rejects.toBeInstanceOf(ApiError);
  });

  it("a refreshed token keeps what the old one started", async () => {
    const p = fresh("feed");
    fetchMock.mockResolvedValueOnce(json(200, ["kept"]));
    startEarly("/api", [p], "old");
    localStorage.setItem("token", "old");
    fetchMock.mockResolvedValueOnce(json(200, { jwt: "new" }));
    await refreshToken();
    expect(localStorage.getItem("token")).toBe("new");
    expect(await api.get(p)).toEqual(["kept"]);

    const q = fresh("feed");
    fetchMock.mockResolvedValueOnce(json(200, []));
    startEarly("/api", [q], "someone");
    renewEarlyToken("other", "new");
    expect(takeEarly(q, "new")).toBeNull();
  });
});

describe("early responses and invalidation", () => {
  /** A path whose response was started at boot and not taken yet, with cached data for it. */
  function startedAtBoot(): string {
    const p = fresh("feed");
    fetchMock.mockResolvedValueOnce(json(200, ["from boot"]));
    startEarly("/api", [p], "jwt-a");
    localStorage.setItem("token", "jwt-a");
    queryClient.setQueryData(["early-test", p], 1);
    return p;
  }

  it("an invalidation drops what was not taken: a refetch gets the server's state now", async () => {
    const p = startedAtBoot();
    await queryClient.invalidateQueries({ queryKey: ["early-test", p] });
    fetchMock.mockResolvedValueOnce(json(200, ["now"]));
    expect(await api.get(p)).toEqual(["now"]);
  });

  it("a channel's invalidation drops that channel's, not the account's lists", async () => {
    const channel = "53c41473-05d4-48ef-94dc-acdd8dd9f7fb";
    const ofChannel = `/channels/newsroom.demo/${channel}-${++path}/overview`;
    const ofAccount = fresh("tags");
    fetchMock.mockResolvedValueOnce(json(200, ["overview from boot"]));
    fetchMock.mockResolvedValueOnce(json(200, ["tags from boot"]));
    startEarly("/api", [ofChannel, ofAccount], "jwt-a");
    localStorage.setItem("token", "jwt-a");
    const queryKey = ["feed", "newsroom.demo", channel];
    queryClient.setQueryData(queryKey, 1);

    await queryClient.invalidateQueries({ queryKey });
    expect(await api.get(ofAccount)).toEqual(["tags from boot"]);
    fetchMock.mockResolvedValueOnce(json(200, ["overview now"]));
    expect(await api.get(ofChannel)).toEqual(["overview now"]);
  });

  it("the restored copy's revalidation keeps them: they are newer than that copy", async () => {
    const p = startedAtBoot();
    const queryKey = ["early-test", p];
    markReadLongAgo(queryClient, queryKey);
    // Subscribed after the restore, as the guard does: stale, so it asks again, and gets the
    // response started at boot.
    const observer = new QueryObserver(queryClient, {
      queryKey,
      queryFn: () => api.get<string[]>(p),
      staleTime: 60_000,
    });
    const fetched = new Promise((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.isSuccess && !result.isFetching) {
          stop();
          resolve(result.data);
        }
      });
    });
    expect(await fetched).toEqual(["from boot"]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("the first screen at boot", () => {
  const handle = (id: string, rule: RouteHandle["rule"], preload = vi.fn()): RouteHandle => ({
    id,
    titleKey: id,
    rule,
    preload,
  });
  const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

  it("starts the profile and the channel page's reads with the session's token", () => {
    localStorage.setItem("token", "jwt");
    fetchMock.mockResolvedValue(json(200, {}));
    const preload = vi.fn();
    startFirstScreen([
      {
        params: { accountDomain: "demo", accountKey: "newsroom", channelId: "c 1" },
        route: { handle: handle("channel", { channel: true }, preload) },
      },
    ]);
    expect(preload).toHaveBeenCalledOnce();
    expect(requested()).toEqual(
      expect.arrayContaining([
        "/api/profile/overview",
        "/api/tags/newsroom.demo",
        "/api/post-icons/newsroom.demo",
        "/api/ai/newsroom.demo",
        "/api/channels/newsroom.demo/c%201",
      ]),
    );
    // The channel itself (the page's heading), not the data its live stream keeps fresh.
    expect(requested().filter((url) => url.includes("c%201"))).toEqual([
      "/api/channels/newsroom.demo/c%201",
    ]);
  });

  it("a visitor without a session starts nothing on a signed-in route", () => {
    const preload = vi.fn();
    startFirstScreen([
      {
        params: { accountDomain: "demo", accountKey: "newsroom" },
        route: { handle: handle("channels", { gate: "view.channels" }, preload) },
      },
    ]);
    expect(preload).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("an open route still loads its chunks for a visitor, but asks for no data", () => {
    const preload = vi.fn();
    startFirstScreen([{ params: {}, route: { handle: handle("reset", { open: true }, preload) } }]);
    expect(preload).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
