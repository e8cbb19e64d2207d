import { Button, Text } from "@chakra-ui/react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import type { CurrentUser } from "../../../domain/schemas/profile";
import { MenuOnDemand } from "../../components/MenuOnDemand";
import { UserAvatar } from "../../components/UserAvatar";
import { useLogout } from "../../features/auth/session";
import { useProfileDialog } from "../../features/profile";

const loadList = () => import("./UserMenuList");
const UserMenuList = lazy(loadList);

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const profile = useProfileDialog();
  const logout = useLogout();
  // The accessible name holds the visible one, so speech input can say what it sees.
  const trigger = (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t("header.userMenu", { name: user.displayName })}
      px="1.5"
    >
      <UserAvatar size="xs" name={user.displayName} src={user.avatarUrl} />
      <Text as="span" display={{ base: "none", md: "inline" }} fontWeight="medium">
        {user.displayName}
      </Text>
    </Button>
  );

  return (
    <>
      <MenuOnDemand trigger={trigger} preload={() => void loadList()}>
        {(openedBy) => (
          <UserMenuList
            user={user}
            trigger={trigger}
            openedBy={openedBy}
            onManageUser={profile.open}
            onLogout={logout}
          />
        )}
      </MenuOnDemand>
      {profile.dialog}
    </>
  );
}
