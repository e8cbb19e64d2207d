/* The app's providers and a routed fetch, for component tests: free of the post editor's code. */
import { ChakraProvider } from "@chakra-ui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router-dom";
import { vi } from "vitest";
import { appSystem } from "../../src/app/theme/system";
import { i18n } from "../../src/lib/i18n";
import { createQueryClient } from "../../src/lib/query-client";
import { json } from "./fetch-mock";

export const HOST = "newsroom.demo";
export const CHANNEL = "11111111-1111-4111-8111-111111111111";

export { json };

export const post = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  channelId: CHANNEL,
  title,
  content: null,
  html: `<p>${title} body</p>`,
  importance: "normal",
  authorId: "u1",
  authorName: "Ada Admin",
  authorAvatarUrl: null,
  tags: [],
  icons: [],
  breaking: false,
  pinned: false,
  highlighted: false,
  order: 1,
  version: 1,
  createdUtc: "2026-01-01T10:00:00Z",
  updatedUtc: "2026-01-01T10:00:00Z",
  ...extra,
});

/** Routes fetch calls by "METHOD path-suffix" to canned answers. */
export function routeFetch(routes: Record<string, (init?: RequestInit) => Response>) {
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const match = Object.entries(routes).find(([key]) => {
      const [m, path] = key.split(" ");
      return m === method && url.split("?")[0]?.endsWith(path ?? "");
    });
    return match ? match[1](init) : json(404, { errorKey: "not-found" });
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

/** The app's own query client, but one failed answer fails the query: no retry hides it. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return client;
}

function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}

export function renderUi(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  void i18n.changeLanguage("en");
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A wrapper, not a wrapped tree: `rerender` then keeps the providers and the query cache.
  return render(ui, {
    wrapper: ({ children }) => (
      <AppProviders client={client}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </AppProviders>
    ),
  });
}

/**
 * `element` on the route `pattern`, opened at `url`, in a data router: pages that read loaders'
 * hooks or navigate need one, which renderUi's MemoryRouter is not.
 */
export function renderRoute(
  element: ReactNode,
  {
    pattern,
    url,
    client = testQueryClient(),
  }: { pattern: string; url: string; client?: QueryClient },
) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [url] });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}
