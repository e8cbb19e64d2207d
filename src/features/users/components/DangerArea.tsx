import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/**
 * The edit-user dialog's danger area: Delete user, with why it is off when the profile is kept
 * by another organisation.
 */
export function DangerArea({
  profileEditable,
  mainAccountName,
  disabled,
  onDelete,
}: {
  profileEditable: boolean;
  /** The account that keeps the profile, when it is not this one. */
  mainAccountName?: string | null;
  disabled: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="l2"
      p="4"
      data-testid="danger-area"
    >
      <Heading as="h3" size="sm" color="fg.error">
        {t("edit-user-modal.danger.title")}
      </Heading>
      <Stack direction={{ base: "column", sm: "row" }} gap="3" mt="2" align={{ sm: "center" }}>
        <Text fontSize="sm" color="fg.muted" flex="1">
          {profileEditable
            ? t("edit-user-modal.danger.info")
            : t("edit-user-modal.danger.elsewhere", {
                account: mainAccountName ?? t("edit-user-modal.otherOrganization"),
              })}
        </Text>
        <Button
          colorPalette="red"
          variant="outline"
          size="sm"
          flexShrink={0}
          disabled={disabled}
          onClick={onDelete}
        >
          {t("edit-user-modal.danger.button")}
        </Button>
      </Stack>
    </Box>
  );
}
