import { Badge, Box, Button, HStack, Skeleton, Stack, Switch, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { isOptInFeature } from "../../../../domain/features";
import { toHost } from "../../../../domain/host";
import { ConsolePageHeading } from "../../../components/ConsolePageHeading";
import { ListLoadError } from "../../../components/ListStates";
import { toaster } from "../../../components/toaster";
import { useAccountFeatures, useSaveFeatures } from "../api/features";
import {
  FEATURE_GROUPS,
  type FeatureSwitches,
  toSettings,
  toSwitches,
} from "../lib/feature-groups";

/** The 17 feature flags of the account as switches, grouped, saved together. */
export default function FeaturesPage() {
  const { t } = useTranslation();
  const { accountDomain = "", accountKey = "" } = useParams();
  const host = toHost({ accountDomain, accountKey });
  const query = useAccountFeatures(host);
  const save = useSaveFeatures(host);
  const [switches, setSwitches] = useState<FeatureSwitches | null>(null);

  // The form starts from the server's lists, and again after each save.
  useEffect(() => {
    if (query.data) setSwitches(toSwitches(query.data));
  }, [query.data]);

  const saved = query.data ? toSwitches(query.data) : null;
  const dirty =
    saved !== null &&
    switches !== null &&
    Object.keys(saved).some(
      (f) => saved[f as keyof FeatureSwitches] !== switches[f as keyof FeatureSwitches],
    );

  const onSave = () => {
    if (!query.data || !switches) return;
    save.mutate(
      { before: query.data, after: toSettings(switches) },
      {
        onSuccess: () => toaster.create({ type: "success", title: t("featureSettings.saved") }),
        onError: () => toaster.create({ type: "error", title: t("featureSettings.errors.save") }),
      },
    );
  };

  return (
    <Stack gap={{ base: "5", md: "6" }} maxWidth="5xl">
      <ConsolePageHeading
        title={t("featureSettings.title")}
        subtitle={t("featureSettings.subtitle")}
      />

      {query.isPending && (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="24" borderRadius="l3" />
          ))}
        </Stack>
      )}

      {query.isError && (
        <ListLoadError title={t("featureSettings.errors.fetch")} onRetry={() => query.refetch()} />
      )}

      {switches &&
        FEATURE_GROUPS.map((group) => (
          <Stack key={group.id} gap="3" as="section" aria-labelledby={`features-${group.id}`}>
            <Stack gap="0.5">
              <Text
                id={`features-${group.id}`}
                fontSize="sm"
                fontWeight="semibold"
                color="fg.muted"
                textTransform="uppercase"
                letterSpacing="wider"
              >
                {t(`featureSettings.groups.${group.id}.title`)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t(`featureSettings.groups.${group.id}.hint`)}
              </Text>
            </Stack>
            <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
              {group.flags.map((flag, index) => (
                <Switch.Root
                  key={flag}
                  checked={switches[flag]}
                  disabled={save.isPending}
                  colorPalette="brand"
                  width="full"
                  justifyContent="space-between"
                  gap="4"
                  px={{ base: "4", md: "5" }}
                  py="3.5"
                  borderTopWidth={index === 0 ? "0" : "1px"}
                  data-testid={`feature-${flag}`}
                  onCheckedChange={(e) => setSwitches({ ...switches, [flag]: e.checked })}
                >
                  <Switch.HiddenInput />
                  <Stack gap="0.5">
                    <HStack gap="2" wrap="wrap">
                      <Switch.Label fontWeight="semibold">
                        {t(`featureSettings.flags.${flag}.name`)}
                      </Switch.Label>
                      {isOptInFeature(flag) && (
                        <Badge size="sm" colorPalette="purple" variant="subtle">
                          {t("featureSettings.optIn")}
                        </Badge>
                      )}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {t(`featureSettings.flags.${flag}.description`)}
                    </Text>
                  </Stack>
                  <Switch.Control />
                </Switch.Root>
              ))}
            </Box>
          </Stack>
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
