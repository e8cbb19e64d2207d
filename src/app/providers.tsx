import { ChakraProvider } from "@chakra-ui/react";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { type ReactNode, useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import { isAuthenticated } from "../features/auth/session";
import { renewTokenSoon } from "../lib/api-client";
import { i18n } from "../lib/i18n";
import { createPersistOptions, markReadLongAgo, queryClient } from "../lib/query-client";
import { queryKeys } from "../lib/query-keys";
import { appSystem } from "./theme/system";

const persistOptions = createPersistOptions();

/**
 * The restored copy paints at once (and offline), but what the user may do and the account's
 * switches are asked again: an admin may have changed them just before this page loaded.
 */
const revalidateRestored = () => markReadLongAgo(queryClient, queryKeys.profile.overview);

/** Chakra, translations and the persisted query cache, around whatever the app renders. */
export function AppProviders({ children }: { children: ReactNode }) {
  // A returning user gets a fresh token, after the first screen; offline or rejected, the old
  // one stays.
  useEffect(() => renewTokenSoon(() => isAuthenticated() && navigator.onLine), []);

  return (
    <ChakraProvider value={appSystem()}>
      <I18nextProvider i18n={i18n}>
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={persistOptions}
          onSuccess={revalidateRestored}
        >
          {children}
        </PersistQueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
