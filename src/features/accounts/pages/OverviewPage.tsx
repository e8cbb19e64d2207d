import {
  Box,
  DataList,
  Heading,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { displayAccountKey } from "../../../../domain/host";
import { paths } from "../../../../domain/paths";
import type { AccountDetails } from "../../../../domain/schemas/account";
import { ListLoadError } from "../../../components/ListStates";
import { useLocalize } from "../../../lib/use-locale";
import { useAccountDetails } from "../api/get-account";
import { SettingsHeading } from "../forms/SettingsForm";
import { DETAILS_TABS } from "../frame/nav";

/** The account's other tabs, as shortcuts (its sub-accounts have their own page). */
const SHORTCUTS = DETAILS_TABS.filter((tab) => tab.id !== "overview" && tab.id !== "accounts");

function Summary({ account }: { account: AccountDetails }) {
  const { t, i18n } = useTranslation();
  const { usage, media, advanced, contentAccess, sportsData } = account.settings;
  const sso = usage.enforceGoogleSignIn
    ? t("accounts.overview.ssoGoogle")
    : usage.enforceMsSignIn
      ? t("accounts.overview.ssoMicrosoft")
      : t("accounts.overview.ssoNone");
  const notSet = t("accounts.overview.notSet");
  const rows: [string, string][][] = [
    [
      [t("accounts.overview.key"), displayAccountKey(account.accountKey)],
      [t("accounts.overview.domain"), account.domain],
      [t("accounts.overview.organisation"), account.organizationName ?? notSet],
      [
        t("accounts.overview.parent"),
        account.parentAccountKey ? displayAccountKey(account.parentAccountKey) : "–",
      ],
      [
        t("accounts.overview.created"),
        new Date(account.createdUtc).toLocaleDateString(i18n.language, { dateStyle: "long" }),
      ],
      [t("accounts.overview.subAccounts"), String(account.subAccountCount)],
    ],
    [
      [t("accounts.overview.sso"), sso],
      [t("accounts.overview.sourceSets"), String(media.imageSourceSets.length)],
      [t("accounts.overview.linkCardHeader"), advanced.linkCardHeader?.name ?? notSet],
      [
        t("accounts.overview.embedding"),
        contentAccess.allowedOrigins.length === 0
          ? t("accounts.overview.embedAnywhere")
          : t("accounts.overview.embedSites", { count: contentAccess.allowedOrigins.length }),
      ],
      [
        t("accounts.overview.sportsProvider"),
        t(`accounts.sportsData.providers.${sportsData.provider}`),
      ],
    ],
  ];
  const titles = [t("accounts.overview.summary"), t("accounts.overview.configuration")];
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      {rows.map((items, i) => (
        <Box
          key={titles[i]}
          borderWidth="1px"
          borderRadius="l3"
          bg="bg.panel"
          p={{ base: "4", md: "5" }}
        >
          <Heading as="h3" size="md" mb="4">
            {titles[i]}
          </Heading>
          <DataList.Root orientation="horizontal" size="sm" gap="3">
            {items.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minWidth="40%">{label}</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="medium" wordBreak="break-word">
                  {value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** Details → overview: the account's summary and shortcuts to its administration. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { accountDomain = "", accountKey = "" } = useParams();
  const query = useAccountDetails(accountDomain, accountKey);
  const base = `${paths.account(accountDomain, accountKey)}/details`;

  return (
    <Stack gap={{ base: "5", md: "6" }}>
      <SettingsHeading
        title={t("pages.details.overview")}
        description={t("accounts.overview.description")}
      />
      {query.data ? (
        <Summary account={query.data} />
      ) : query.isError ? (
        <ListLoadError title={t("accounts.settings.loadFailed")} onRetry={() => query.refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" aria-busy="true">
          <Skeleton height="56" borderRadius="l3" />
          <Skeleton height="56" borderRadius="l3" />
        </SimpleGrid>
      )}
      <Stack gap="3">
        <Heading as="h3" size="md">
          {t("accounts.overview.shortcuts")}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {SHORTCUTS.map((s) => (
            <LinkBox
              key={s.id}
              borderWidth="1px"
              borderRadius="l3"
              bg="bg.panel"
              p="4"
              transition="border-color 0.15s"
              _hover={{ borderColor: "brand.muted" }}
              _focusWithin={{ outline: "2px solid", outlineColor: "brand.focusRing" }}
            >
              <LinkOverlay asChild fontWeight="semibold">
                <RouterLink to={localize(`${base}/${s.to}`)}>{t(s.labelKey)}</RouterLink>
              </LinkOverlay>
              <Text fontSize="sm" color="fg.muted" mt="1">
                {t(`accounts.overview.shortcut.${s.id}`)}
              </Text>
            </LinkBox>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
