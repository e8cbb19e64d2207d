import { Badge, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { toHost } from "../../../../domain/host";
import { PLUGIN_CATEGORIES, PLUGINS, type PluginId } from "../../../../domain/plugins";
import { ConsolePageHeading } from "../../../components/ConsolePageHeading";
import { ListQueryStates } from "../../../components/ListStates";
import { SwitchGroup, SwitchRow } from "../../../components/SwitchList";
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

      <ListQueryStates
        query={query}
        count={1}
        skeleton={{ rows: 3, height: "20" }}
        errorTitle={t("plugins.errors.fetch")}
      />

      {query.data &&
        PLUGIN_CATEGORIES.map((category) => (
          <SwitchGroup
            key={category}
            id={`plugins-${category}`}
            title={t(`plugins.categories.${category}`)}
          >
            {PLUGINS.filter((p) => p.category === category).map((plugin, index) => {
              const on = enabled.includes(plugin.id);
              return (
                <SwitchRow
                  key={plugin.id}
                  checked={on}
                  disabled={save.isPending}
                  first={index === 0}
                  testId="plugin-switch"
                  label={t(`plugins.catalogue.${plugin.id}.name`)}
                  description={t(`plugins.catalogue.${plugin.id}.description`)}
                  badge={
                    on && (
                      <Badge size="sm" colorPalette="green" variant="subtle">
                        {t("plugins.on")}
                      </Badge>
                    )
                  }
                  onChange={(checked) => toggle(plugin.id, checked)}
                />
              );
            })}
          </SwitchGroup>
        ))}
    </Stack>
  );
}
