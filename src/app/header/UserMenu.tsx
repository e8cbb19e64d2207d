import { Box, Button, Menu, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { CurrentUser } from "../../../domain/schemas/profile";
import { UserAvatar } from "../../components/UserAvatar";
import { useLogout } from "../../features/auth";
import { useProfileDialog } from "../profile/use-profile-dialog";

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const profile = useProfileDialog();
  const logout = useLogout();

  return (
    <>
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        {/* The accessible name holds the visible one, so speech input can say what it sees. */}
        <Menu.Trigger asChild>
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
        </Menu.Trigger>
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
              <Menu.Item value="manage-user" onClick={profile.open}>
                {t("header.manageUser")}
              </Menu.Item>
              <Menu.Item value="logout" onClick={logout} color="fg.error">
                {t("header.logout")}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {profile.dialog}
    </>
  );
}
