import { Badge, Box, HStack, Skeleton, Stack, Switch, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { toHost } from "../../../../domain/host";
import { PLUGIN_CATEGORIES, PLUGINS, type PluginId } from "../../../../domain/plugins";
import { ConsolePageHeading } from "../../../components/ConsolePageHeading";
import { ListLoadError } from "../../../components/ListStates";
import { toaster } from "../../../components/toaster";
import { usePlugins, useSavePlugins } from "../api/plugins";

/** The plugins catalogue (domain/plugins.ts): each switch saves at once. */
export default function PluginsPage() {
  const { t } = useTranslation();
  const { accountDomain = "", accountKey = "" } = useParams();
  const host = toHost({ accountDomain, accountKey });
  const query = usePlugins(host);
  const save = useSavePlugins(host);
  const enabled = query.data?.enabled ?? [];

  const toggle = (id: PluginId, on: boolean) => {
    const next = on ? [...enabled, id] : enabled.filter((p) => p !== id);
    save.mutate(next, {
      onSuccess: () =>
        toaster.create({
          type: "success",
          title: t(on ? "plugins.enabled" : "plugins.disabled", {
            name: t(`plugins.catalogue.${id}.name`),
          }),
        }),
      onError: () => toaster.create({ type: "error", title: t("plugins.errors.save") }),
    });
  };

  return (
    <Stack gap={{ base: "5", md: "6" }} maxWidth="5xl">
      <ConsolePageHeading title={t("plugins.title")} subtitle={t("plugins.subtitle")} />

      {query.isPending && (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="20" borderRadius="l3" />
          ))}
        </Stack>
      )}

      {query.isError && (
        <ListLoadError title={t("plugins.errors.fetch")} onRetry={() => query.refetch()} />
      )}

      {query.data &&
        PLUGIN_CATEGORIES.map((category) => (
          <Stack key={category} gap="3" as="section" aria-labelledby={`plugins-${category}`}>
            <Text
              id={`plugins-${category}`}
              fontSize="sm"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wider"
            >
              {t(`plugins.categories.${category}`)}
            </Text>
            <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
              {PLUGINS.filter((p) => p.category === category).map((plugin, index) => {
                const on = enabled.includes(plugin.id);
                return (
                  <Switch.Root
                    key={plugin.id}
                    checked={on}
                    disabled={save.isPending}
                    colorPalette="brand"
                    width="full"
                    justifyContent="space-between"
                    gap="4"
                    px={{ base: "4", md: "5" }}
                    py="4"
                    borderTopWidth={index === 0 ? "0" : "1px"}
                    data-testid="plugin-switch"
                    onCheckedChange={(e) => toggle(plugin.id, e.checked)}
                  >
                    <Switch.HiddenInput />
                    <Stack gap="1">
                      <HStack gap="2">
                        <Switch.Label fontWeight="semibold">
                          {t(`plugins.catalogue.${plugin.id}.name`)}
                        </Switch.Label>
                        {on && (
                          <Badge size="sm" colorPalette="green" variant="subtle">
                            {t("plugins.on")}
                          </Badge>
                        )}
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">
                        {t(`plugins.catalogue.${plugin.id}.description`)}
                      </Text>
                    </Stack>
                    <Switch.Control />
                  </Switch.Root>
                );
              })}
            </Box>
          </Stack>
        ))}
    </Stack>
  );
}
