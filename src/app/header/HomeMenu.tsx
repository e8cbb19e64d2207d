import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { accessFromDto } from "../../../domain/access";
import { displayAccountKey } from "../../../domain/host";
import { paths } from "../../../domain/paths";
import { can } from "../../../domain/permissions";
import type { ProfileOverview } from "../../../domain/schemas/profile";
import { MenuIcon } from "../../components/icons";
import type { CurrentAccount } from "../../features/profile";
import { useLocalize } from "../../lib/use-locale";

interface Entry {
  value: string;
  label: string;
  to: string;
}

/** The home menu (spec §2): only what `can` allows on the current and the main account. */
export function HomeMenu({
  account,
  profile,
}: {
  account: CurrentAccount;
  profile: ProfileOverview;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { accountDomain: d, accountKey: k } = account.access;
  const here = can(account.access);
  const main = can(accessFromDto(account.main));
  const base = paths.account(d, k);

  const publishing: Entry[] = here.view.channels
    ? [{ value: "channels", label: t("menu.channels"), to: paths.channels(d, k) }]
    : [];
  const admin: Entry[] = [
    ...(main.manage.organization
      ? [
          { value: "admin-panel", label: t("menu.adminPanel"), to: `${base}/details` },
          { value: "accounts", label: t("menu.accounts"), to: paths.accounts },
          { value: "all-users", label: t("menu.allUsers"), to: paths.users },
        ]
      : []),
    ...(here.view.users ? [{ value: "users", label: t("menu.users"), to: `${base}/users` }] : []),
    ...(here.view.adminConsole
      ? [{ value: "features", label: t("menu.features"), to: `${base}/features-console` }]
      : []),
  ];
  const others = [profile.mainAccount, ...profile.crossAccounts]
    .filter((a) => !(a.domain === d && a.accountKey === k))
    .map((a) => {
      const access = accessFromDto(a);
      const [channel] =
        access.role === "guest" && access.rights.guest ? [access.rights.guest.channelGuid] : [];
      return {
        value: `account-${a.domain}-${a.accountKey}`,
        label: `${a.displayName || a.name} ${displayAccountKey(a.accountKey)}`,
        to: channel
          ? paths.channel(a.domain, a.accountKey, channel)
          : paths.channels(a.domain, a.accountKey),
      };
    });

  const groups: { id: string; title: string; entries: Entry[] }[] = [
    { id: "publishing", title: t("menu.publishingSuite"), entries: publishing },
    { id: "admin", title: t("menu.administration"), entries: admin },
    { id: "others", title: t("menu.otherAccounts"), entries: others },
  ].filter((g) => g.entries.length > 0);

  if (groups.length === 0) return null;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t("header.homeMenu")}>
          <MenuIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="240px">
            {groups.map((group, i) => (
              <Menu.ItemGroup key={group.id}>
                {i > 0 && <Menu.Separator />}
                <Menu.ItemGroupLabel color="fg.muted" fontSize="xs" textTransform="uppercase">
                  {group.title}
                </Menu.ItemGroupLabel>
                {group.entries.map((entry) => (
                  <Menu.Item key={entry.value} value={entry.value} asChild>
                    <RouterLink to={localize(entry.to)}>{entry.label}</RouterLink>
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
