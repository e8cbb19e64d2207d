import { Box, Menu, Portal, Text } from "@chakra-ui/react";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import type { CurrentUser } from "../../../domain/schemas/profile";
import type { MenuOpenedBy } from "../../components/MenuOnDemand";

interface UserMenuListProps {
  user: CurrentUser;
  trigger: ReactElement;
  openedBy: MenuOpenedBy;
  onManageUser: () => void;
  onLogout: () => void;
}

/** The user menu itself: its own chunk, loaded when the header's user button is first used. */
export default function UserMenuList({
  user,
  trigger,
  openedBy,
  onManageUser,
  onLogout,
}: UserMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu.Root
      positioning={{ placement: "bottom-end" }}
      defaultOpen
      defaultHighlightedValue={openedBy === "keyboard" ? "manage-user" : undefined}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="220px">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" fontSize="sm">
                {user.displayName}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="manage-user" onClick={onManageUser}>
              {t("header.manageUser")}
            </Menu.Item>
            <Menu.Item value="logout" onClick={onLogout} color="fg.error">
              {t("header.logout")}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
