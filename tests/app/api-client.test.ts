import { afterEach, describe, expect, it, vi } from "vitest";
import {
  API_ERRORS,
  ApiError,
  api,
  refreshToken,
  renewTokenSoon,
  resolveBaseUrl,
  setUnauthorizedHandler,
  TOKEN_RENEWAL_DELAY_MS,
} from "../../src/lib/api-client";
import { sessionLog } from "../../src/lib/session-log";
import { json, mockFetch } from "./fetch-mock";

const fetchMock = mockFetch();
const authorization = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.Authorization;

describe("base URL", () => {
  it("defaults to /api and trims a trailing slash", () => {
    expect(resolveBaseUrl(undefined)).toBe("/api");
    expect(resolveBaseUrl("https://api.example.com/")).toBe("https://api.example.com");
  });
  it("an empty value names the missing variable", () => {
    expect(() => resolveBaseUrl("")).toThrow(/VITE_API_BASE_URL/);
  });
});

describe("requests", () => {
  it("sends credentials and the stored bearer token", async () => {
    localStorage.setItem("token", "stored");
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await api.get("/health");
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/health");
    expect(init?.credentials).toBe("include");
    expect(authorization(init)).toBe("Bearer stored");
  });

  it("the session's temporary token takes precedence", async () => {
    localStorage.setItem("token", "stored");
    sessionStorage.setItem("temp-token", "temporary");
    fetchMock.mockResolvedValue(json(200, {}));
    await api.get("/x");
    const init = fetchMock.mock.calls[0][1];
    expect(authorization(init)).toBe("Bearer temporary");
  });

  it("sends no Authorization header without a token", async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await api.get("/x");
    const init = fetchMock.mock.calls[0][1];
    expect(authorization(init)).toBeUndefined();
  });
});

describe("responses by content type", () => {
  it("parses JSON", async () => {
    fetchMock.mockResolvedValue(json(200, { a: 1 }));
    await expect(api.get("/x")).resolves.toEqual({ a: 1 });
  });
  it.each(["text/plain", "application/javascript", "text/javascript", "text/css"])(
    "reads %s as text",
    async (type) => {
      fetchMock.mockResolvedValue(new Response("body", { headers: { "content-type": type } }));
      await expect(api.get("/x")).resolves.toBe("body");
    },
  );
  it("rejects anything else as an unsupported media type", async () => {
    fetchMock.mockResolvedValue(
      new Response("<x/>", { headers: { "content-type": "application/xml" } }),
    );
    await expect(api.get("/x")).rejects.toThrow(API_ERRORS.unsupportedMediaType);
  });
});

describe("error mapping", () => {
  it("400 with an errorKey throws that key", async () => {
    fetchMock.mockResolvedValue(
      json(400, { errorKey: "validation-failed", fields: { email: "x" } }),
    );
    const error = await api.post("/x", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: "validation-failed",
      errorKey: "validation-failed",
      status: 400,
    });
    expect((error as ApiError).fields).toEqual({ email: "x" });
  });

  it("400 without an errorKey is a bad request", async () => {
    fetchMock.mockResolvedValue(json(400, { nope: true }));
    await expect(api.post("/x", {})).rejects.toThrow(API_ERRORS.badRequest);
  });

  it("401 redirects to login with path, query and hash, then throws", async () => {
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    window.history.pushState({}, "", "/accounts/demo/newsroom/channels?sort=all#top");
    fetchMock.mockResolvedValue(json(401, { errorKey: "token-expired" }));
    await expect(api.get("/x")).rejects.toThrow(API_ERRORS.unauthorized);
    expect(redirect).toHaveBeenCalledWith("/accounts/demo/newsroom/channels?sort=all#top");
  });

  it("a 401 naming no ended session, a 503 or no network never sends anyone to sign in", async () => {
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    fetchMock.mockResolvedValueOnce(new Response("", { status: 401 }));
    await expect(api.get("/x")).rejects.toMatchObject({ status: 401 });
    fetchMock.mockResolvedValueOnce(new Response("Service Unavailable", { status: 503 }));
    await expect(api.get("/x")).rejects.toMatchObject({ status: 503 });
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(api.get("/x")).rejects.toThrow(TypeError);
    expect(redirect).not.toHaveBeenCalled();
  });

  it("a sign-in call's 401 does not redirect", async () => {
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    fetchMock.mockResolvedValue(json(401, { errorKey: "not-authenticated" }));
    const error = await api
      .post("/auth/demo/authenticate", {}, { redirectOnUnauthorized: false })
      .catch((e: unknown) => e);
    expect(redirect).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 401, errorKey: "not-authenticated" });
  });

  it("403 is forbidden, anything else a failed call", async () => {
    fetchMock.mockResolvedValueOnce(json(403, { errorKey: "forbidden" }));
    await expect(api.get("/x")).rejects.toThrow(API_ERRORS.forbidden);
    fetchMock.mockResolvedValueOnce(json(500, {}));
    await expect(api.get("/x")).rejects.toThrow(API_ERRORS.failed);
    fetchMock.mockResolvedValueOnce(new Response("down", { status: 502 }));
    await expect(api.get("/x")).rejects.toThrow(API_ERRORS.failed);
  });
});

describe("token refresh", () => {
  it("needs a token", async () => {
    await expect(refreshToken()).rejects.toThrow("Unauthorised");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the token to /auth/update and stores the new one", async () => {
    localStorage.setItem("token", "old");
    fetchMock.mockResolvedValue(json(200, { jwt: "new" }));
    await expect(refreshToken()).resolves.toBe("new");
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/auth/update");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ jwt: "old" });
    expect(localStorage.getItem("token")).toBe("new");
  });

  it("a renewal answered after a sign-out does not bring its token back", async () => {
    localStorage.setItem("token", "old");
    fetchMock.mockImplementation(async () => {
      localStorage.removeItem("token");
      return json(200, { jwt: "new" });
    });
    await refreshToken();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("a failed refresh is logged and rethrown", async () => {
    localStorage.setItem("token", "old");
    fetchMock.mockResolvedValue(json(401, { errorKey: "token-expired" }));
    await expect(refreshToken()).rejects.toThrow(API_ERRORS.unauthorized);
    const last = sessionLog().at(-1);
    expect(last).toMatchObject({ type: "error", message: "Refreshing the token failed" });
    expect(last?.sessionId).toBe(sessionStorage.getItem("session-id"));
    expect(localStorage.getItem("token")).toBe("old");
  });
});

describe("token renewal after the start", () => {
  afterEach(() => vi.useRealTimers());

  it("waits for the first screen, then renews when still due", async () => {
    vi.useFakeTimers();
    localStorage.setItem("token", "old");
    fetchMock.mockResolvedValue(json(200, { jwt: "new" }));
    renewTokenSoon(() => true);
    await vi.advanceTimersByTimeAsync(TOKEN_RENEWAL_DELAY_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/update");
    await vi.waitFor(() => expect(localStorage.getItem("token")).toBe("new"));
  });

  it("sends nothing when no longer due or cancelled", async () => {
    vi.useFakeTimers();
    localStorage.setItem("token", "old");
    renewTokenSoon(() => false);
    renewTokenSoon(() => true)();
    await vi.advanceTimersByTimeAsync(TOKEN_RENEWAL_DELAY_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
