import { IconButton } from "@chakra-ui/react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { displayAccountKey } from "../../../domain/host";
import { defaultLandingPath, paths } from "../../../domain/paths";
import type { ProfileOverview } from "../../../domain/schemas/profile";
import { MenuIcon } from "../../components/icons";
import { MenuOnDemand } from "../../components/MenuOnDemand";
import type { CurrentAccount } from "../../features/profile";
import { useLocalize } from "../../lib/use-locale";
import type { HomeMenuGroup } from "./HomeMenuList";

const loadList = () => import("./HomeMenuList");
const HomeMenuList = lazy(loadList);

interface Entry {
  value: string;
  label: string;
  to: string;
}

/** The home menu: only what the server allows on the current and the main account. */
export function HomeMenu({
  account,
  profile,
}: {
  account: CurrentAccount;
  profile: ProfileOverview;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { domain: d, accountKey: k } = account.dto;
  const here = account.abilities;
  const main = account.main.abilities;
  const base = paths.account(d, k);

  const publishing: Entry[] = here.viewChannels
    ? [{ value: "channels", label: t("menu.channels"), to: paths.channels(d, k) }]
    : [];
  const admin: Entry[] = [
    ...(main.manageOrganization
      ? [
          { value: "admin-panel", label: t("menu.adminPanel"), to: `${base}/details` },
          { value: "accounts", label: t("menu.accounts"), to: paths.accounts },
          { value: "all-users", label: t("menu.allUsers"), to: paths.users },
        ]
      : []),
    ...(here.viewUsers ? [{ value: "users", label: t("menu.users"), to: `${base}/users` }] : []),
    ...(here.viewAdminConsole
      ? [{ value: "features", label: t("menu.features"), to: `${base}/features-console` }]
      : []),
  ];
  const others = [profile.mainAccount, ...profile.crossAccounts]
    .filter((a) => !(a.domain === d && a.accountKey === k))
    .map((a) => {
      // A guest without a channel lands on the root, which says so.
      const landing = defaultLandingPath(a);
      return {
        value: `account-${a.domain}-${a.accountKey}`,
        label: `${a.displayName || a.name} ${displayAccountKey(a.accountKey)}`,
        to: landing.path,
      };
    });

  const groups: HomeMenuGroup[] = [
    { id: "publishing", title: t("menu.publishingSuite"), entries: publishing },
    { id: "admin", title: t("menu.administration"), entries: admin },
    { id: "others", title: t("menu.otherAccounts"), entries: others },
  ]
    .filter((g) => g.entries.length > 0)
    .map((g) => ({ ...g, entries: g.entries.map((e) => ({ ...e, to: localize(e.to) })) }));

  if (groups.length === 0) return null;
  const trigger = (
    <IconButton variant="ghost" size="sm" aria-label={t("header.homeMenu")}>
      <MenuIcon />
    </IconButton>
  );
  return (
    <MenuOnDemand trigger={trigger} preload={() => void loadList()}>
      {(openedBy) => <HomeMenuList groups={groups} trigger={trigger} openedBy={openedBy} />}
    </MenuOnDemand>
  );
}
