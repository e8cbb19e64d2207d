import { Box, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Outlet, useParams } from "react-router-dom";
import { paths } from "../../../../domain/paths";
import { useLocalize } from "../../../lib/use-locale";
import { useCurrentAccount } from "../../profile";
import { useAccountDetails } from "../api/get-account";
import { AccountHeader } from "../frame/AccountHeader";
import { NavTabs } from "../frame/NavTabs";
import {
  CONSOLE_NAV,
  DETAILS_SIDEBARS,
  DETAILS_TAB_OF_ROUTE,
  DETAILS_TABS,
  type NavItem,
  USERS_TABS,
} from "../frame/nav";
import { SideNav } from "../frame/SideNav";
import { useFrameRoute } from "../frame/use-frame-route";

/** The page inside the frame, beside its section's sidebar when there is one. */
function Body({ sidebar, base, label }: { sidebar?: NavItem[]; base: string; label: string }) {
  return (
    <Flex direction={{ base: "column", md: "row" }} gap={{ base: "4", md: "8" }} align="stretch">
      {sidebar && <SideNav items={sidebar} base={base} label={label} />}
      <Box flex="1" minWidth="0">
        <Outlet />
      </Box>
    </Flex>
  );
}

/**
 * The administration frame around account details, the features console and the
 * user lists: the account header, the header tabs and the section sidebars. Child pages
 * render only their own heading and body through the <Outlet/>.
 */
export default function AdminFrame() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { accountDomain = "", accountKey = "" } = useParams();
  const current = useCurrentAccount();
  const { kind, pageId } = useFrameRoute();
  const onAccount = kind === "details" || kind === "features-console";
  const details = useAccountDetails(accountDomain, accountKey, onAccount);

  if (kind === "account-users" || kind === "all-users") {
    const base = localize(
      kind === "all-users" ? paths.users : `${paths.account(accountDomain, accountKey)}/users`,
    );
    const title = t(kind === "all-users" ? "pages.users.all" : "pages.users.title");
    const dto = current?.dto;
    return (
      <Stack gap={{ base: "5", md: "6" }}>
        <Stack gap="1">
          {kind === "account-users" && dto && (
            <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
              {dto.displayName || dto.name}
            </Text>
          )}
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
            {title}
          </Heading>
        </Stack>
        <NavTabs items={USERS_TABS} base={base} label={title} />
        <Outlet />
      </Stack>
    );
  }

  // Profile data first (instant from cache), the details call adds the organisation name.
  const dto = current?.dto;
  const sameAccount = dto && dto.domain === accountDomain && dto.accountKey === accountKey;
  const header = {
    displayName: details.data?.displayName ?? (sameAccount ? dto.displayName || dto.name : null),
    accountKey,
    organizationName: details.data?.organizationName ?? null,
    parentAccountKey:
      details.data?.parentAccountKey ?? (sameAccount ? (dto.parentAccountKey ?? null) : null),
    channelsPath:
      current && sameAccount && current.abilities.viewChannels
        ? localize(paths.channels(accountDomain, accountKey))
        : undefined,
  };
  const accountBase = paths.account(accountDomain, accountKey);

  if (kind === "features-console") {
    const base = localize(`${accountBase}/features-console`);
    const nav = CONSOLE_NAV.filter(
      (item) => !item.ability || current?.abilities[item.ability] === true,
    );
    return (
      <Stack gap={{ base: "5", md: "6" }}>
        <AccountHeader eyebrow={t("pages.console.title")} {...header} />
        <Box borderTopWidth="1px" pt={{ base: "4", md: "6" }}>
          <Body sidebar={nav} base={base} label={t("pages.console.title")} />
        </Box>
      </Stack>
    );
  }

  const base = localize(`${accountBase}/details`);
  const tab = pageId ? DETAILS_TAB_OF_ROUTE[pageId] : undefined;
  const sidebar = tab ? DETAILS_SIDEBARS[tab] : undefined;
  return (
    <Stack gap={{ base: "5", md: "6" }}>
      <AccountHeader eyebrow={t("pages.details.title")} {...header} />
      <NavTabs items={DETAILS_TABS} base={base} label={t("accounts.frame.tabs")} />
      <Body
        sidebar={sidebar}
        base={base}
        label={tab ? t(DETAILS_TABS.find((x) => x.id === tab)?.labelKey ?? "") : ""}
      />
    </Stack>
  );
}
