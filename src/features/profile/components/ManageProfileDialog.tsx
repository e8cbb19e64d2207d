import { CloseButton, Dialog, HStack, Portal, Skeleton, Stack, Tabs, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListLoadError } from "../../../components/ListStates";
import { UserAvatar } from "../../../components/UserAvatar";
import { useProfileOverview } from "../api/get-profile-overview";
import { ProfileGeneralTab } from "./ProfileGeneralTab";
import { ProfilePasswordTab } from "./ProfilePasswordTab";

export interface ManageProfileDialogProps {
  open: boolean;
  onClose: () => void;
}

type Tab = "general" | "password";

/** Manage profile: the signed-in user's General and Password tabs. */
export default function ManageProfileDialog({ open, onClose }: ManageProfileDialogProps) {
  const { t } = useTranslation();
  const profile = useProfileOverview(open);
  const [tab, setTab] = useState<Tab>("general");
  const user = profile.data?.userInformation.user;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      onExitComplete={() => setTab("general")}
      placement="center"
      scrollBehavior="inside"
      size={{ mdDown: "full", md: "lg" }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="manage-profile-dialog">
            <Dialog.Header pb="2">
              <Stack gap="3" width="100%">
                <Dialog.Title>{t("profile.title")}</Dialog.Title>
                {user ? (
                  <HStack gap="3" minWidth="0">
                    {/* The General tab shows the photo large; here a small one names the user. */}
                    <UserAvatar size="sm" name={user.displayName} src={user.avatarUrl} />
                    <Stack gap="0" minWidth="0">
                      <Text fontWeight="semibold" truncate>
                        {user.displayName}
                      </Text>
                      <Text color="fg.muted" fontSize="sm" truncate>
                        {user.email}
                      </Text>
                    </Stack>
                  </HStack>
                ) : (
                  <HStack gap="3">
                    <Skeleton boxSize="8" borderRadius="full" />
                    <Stack gap="2">
                      <Skeleton height="4" width="40" />
                      <Skeleton height="3" width="52" />
                    </Stack>
                  </HStack>
                )}
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              {profile.isError && !profile.data ? (
                <ListLoadError title={t("profile.loadFailed")} onRetry={() => profile.refetch()} />
              ) : !profile.data ? (
                <Stack gap="4" py="2">
                  <Skeleton height="10" />
                  <Skeleton height="10" />
                  <Skeleton height="10" />
                </Stack>
              ) : (
                <Tabs.Root
                  value={tab}
                  onValueChange={(e) => setTab(e.value as Tab)}
                  variant="line"
                  colorPalette="brand"
                >
                  <Tabs.List>
                    <Tabs.Trigger value="general">{t("profile.tabs.general")}</Tabs.Trigger>
                    <Tabs.Trigger value="password">{t("profile.tabs.password")}</Tabs.Trigger>
                  </Tabs.List>
                  <Tabs.Content value="general" pt="5">
                    <ProfileGeneralTab profile={profile.data} />
                  </Tabs.Content>
                  <Tabs.Content value="password" pt="5">
                    <ProfilePasswordTab
                      represented={profile.data.userInformation.user.isRepresented}
                    />
                  </Tabs.Content>
                </Tabs.Root>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("profile.actions.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
