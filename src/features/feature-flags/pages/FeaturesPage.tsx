import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { toHost } from "../../../../domain/host";
import { ConsolePageHeading } from "../../../components/ConsolePageHeading";
import { ListQueryStates } from "../../../components/ListStates";
import { SwitchGroup, SwitchRow } from "../../../components/SwitchList";
import { toaster } from "../../../components/toaster";
import { type FeatureSwitches, useAccountFeatures, useSaveFeatures } from "../api/features";
import { FEATURE_GROUPS } from "../lib/feature-groups";

/** The 17 feature flags of the account as switches, grouped, saved together. */
export default function FeaturesPage() {
  const { t } = useTranslation();
  const { accountDomain = "", accountKey = "" } = useParams();
  const host = toHost({ accountDomain, accountKey });
  const query = useAccountFeatures(host);
  const save = useSaveFeatures(host);
  const [switches, setSwitches] = useState<FeatureSwitches | null>(null);

  // The form starts from the server's switches, and again after each save.
  useEffect(() => {
    if (query.data) setSwitches(query.data.enabled);
  }, [query.data]);

  const saved = query.data?.enabled ?? null;
  const dirty =
    saved !== null &&
    switches !== null &&
    Object.keys(saved).some(
      (f) => saved[f as keyof FeatureSwitches] !== switches[f as keyof FeatureSwitches],
    );

  const onSave = () => {
    if (!switches) return;
    save.mutate(switches, {
      onSuccess: () => toaster.create({ type: "success", title: t("featureSettings.saved") }),
      onError: () => toaster.create({ type: "error", title: t("featureSettings.errors.save") }),
    });
  };

  return (
    <Stack gap={{ base: "5", md: "6" }} maxWidth="5xl">
      <ConsolePageHeading
        title={t("featureSettings.title")}
        subtitle={t("featureSettings.subtitle")}
      />

      <ListQueryStates
        query={query}
        count={1}
        skeleton={{ rows: 3, height: "24" }}
        errorTitle={t("featureSettings.errors.fetch")}
      />

      {switches &&
        FEATURE_GROUPS.map((group) => (
          <SwitchGroup
            key={group.id}
            id={`features-${group.id}`}
            title={t(`featureSettings.groups.${group.id}.title`)}
            hint={t(`featureSettings.groups.${group.id}.hint`)}
          >
            {group.flags.map((flag, index) => (
              <SwitchRow
                key={flag}
                checked={switches[flag]}
                disabled={save.isPending}
                first={index === 0}
                testId={`feature-${flag}`}
                label={t(`featureSettings.flags.${flag}.name`)}
                description={t(`featureSettings.flags.${flag}.description`)}
                badge={
                  query.data?.optIn.includes(flag) && (
                    <Badge size="sm" colorPalette="purple" variant="subtle">
                      {t("featureSettings.optIn")}
                    </Badge>
                  )
                }
                onChange={(checked) => setSwitches({ ...switches, [flag]: checked })}
              />
            ))}
          </SwitchGroup>
        ))}

      {switches && (
        <Box
          // Follows the viewport only while there is something to save.
          position={dirty ? "sticky" : "static"}
          bottom="4"
          zIndex="docked"
          borderWidth="1px"
          borderRadius="l3"
          bg="bg.panel"
          shadow={dirty ? "lg" : "none"}
          px={{ base: "4", md: "5" }}
          py="3"
        >
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Text fontSize="sm" color={dirty ? "fg" : "fg.muted"} role="status">
              {dirty ? t("featureSettings.unsaved") : t("featureSettings.upToDate")}
            </Text>
            <HStack gap="2">
              <Button
                size="sm"
                variant="outline"
                disabled={!dirty || save.isPending}
                onClick={() => saved && setSwitches(saved)}
              >
                {t("featureSettings.reset")}
              </Button>
              <Button
                size="sm"
                colorPalette="brand"
                disabled={!dirty}
                loading={save.isPending}
                onClick={onSave}
              >
                {t("featureSettings.save")}
              </Button>
            </HStack>
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
