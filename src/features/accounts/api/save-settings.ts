import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { toHost } from "../../../../domain/host";
import {
  type AccountDetails,
  ZAdvancedSettings,
  ZContentAccess,
  ZMediaSettings,
  ZSportsData,
  ZUsageSettings,
} from "../../../../domain/schemas/account";
import { ZAiSettings } from "../../../../domain/schemas/ai";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** Each settings section: its PUT path (plus the two this app adds) and answer. */
const SECTIONS = {
  usage: { path: "usage-settings", schema: ZUsageSettings },
  media: { path: "media-settings", schema: ZMediaSettings },
  advanced: { path: "advanced-settings", schema: ZAdvancedSettings },
  contentAccess: { path: "content-access", schema: ZContentAccess },
  sportsData: { path: "sports-data", schema: ZSportsData },
  ai: { path: "ai-settings", schema: ZAiSettings },
} as const;
export type SettingsSection = keyof typeof SECTIONS;
type Answer<S extends SettingsSection> = z.infer<(typeof SECTIONS)[S]["schema"]>;

/** PUT /accounts/{host}/{section}; the answer replaces the section in the cached details. */
export function useSaveSettings<S extends SettingsSection>(
  section: S,
  domain: string,
  key: string,
) {
  const client = useQueryClient();
  const { path, schema } = SECTIONS[section];
  return useMutation({
    mutationFn: (body: unknown) =>
      api.put(
        `/accounts/${encodeURIComponent(toHost({ accountDomain: domain, accountKey: key }))}/${path}`,
        body,
        {
          schema: schema as unknown as z.ZodType<Answer<S>>,
        },
      ),
    onSuccess: (saved) => {
      client.setQueryData<AccountDetails>(queryKeys.accounts.details(domain, key), (old) =>
        old ? { ...old, settings: { ...old.settings, [section]: saved } } : old,
      );
      void client.invalidateQueries({ queryKey: queryKeys.accounts.details(domain, key) });
      void client.invalidateQueries({ queryKey: queryKeys.profile.overview });
    },
  });
}
