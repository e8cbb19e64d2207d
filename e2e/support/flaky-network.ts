import type { Route } from "@playwright/test";

/**
 * A flaky network for writes: of every four POST or PUT requests, the first never reaches the
 * server, the second reaches it and loses its answer (the server applied it), and two go through.
 * Reads pass. The browser stays "online" the whole time.
 */
export function flakyWrites(): (route: Route) => Promise<void> {
  let writes = 0;
  return async (route: Route) => {
    const method = route.request().method();
    if (method !== "POST" && method !== "PUT") return route.continue();
    const n = writes++;
    if (n % 4 === 0) return route.abort("connectionreset");
    if (n % 4 === 1) {
      await route.fetch();
      return route.abort("connectionreset");
    }
    return route.continue();
  };
}
