import { Badge, Box, Button, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { displayAccountKey } from "../../../../domain/host";
import type { Account } from "../../../../domain/schemas/account";
import { EditIcon, RadioIcon } from "../../../components/icons";

export interface AccountRowProps {
  account: Account;
  /** Localised links; absent hides the button. */
  channelsPath?: string;
  adminPath?: string;
  onRename?: () => void;
  badge?: string;
}

/** One account in a list: name, @key, creation date and its actions. */
export function AccountRow({ account, channelsPath, adminPath, onRename, badge }: AccountRowProps) {
  const { t, i18n } = useTranslation();
  const name = account.displayName || account.name;
  return (
    <Flex
      as="li"
      direction={{ base: "column", sm: "row" }}
      align={{ base: "stretch", sm: "center" }}
      justify="space-between"
      gap="3"
      px={{ base: "4", md: "5" }}
      py="3.5"
      data-testid="account-row"
    >
      <Stack gap="1" minWidth="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" truncate>
            {name}
          </Text>
          <Badge variant="surface" colorPalette="brand" fontFamily="mono">
            {displayAccountKey(account.accountKey)}
          </Badge>
          {badge && <Badge variant="outline">{badge}</Badge>}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {t("accounts.page.created", {
            date: new Date(account.createdUtc).toLocaleDateString(i18n.language, {
              dateStyle: "medium",
            }),
          })}
        </Text>
      </Stack>
      <HStack gap="1.5" flexShrink={0} wrap="wrap">
        {channelsPath && (
          <Button asChild size="xs" variant="ghost">
            <RouterLink to={channelsPath} aria-label={`${t("accounts.openChannels")}: ${name}`}>
              <RadioIcon />
              {t("accounts.openChannels")}
            </RouterLink>
          </Button>
        )}
        {onRename && (
          <Button
            size="xs"
            variant="ghost"
            onClick={onRename}
            aria-label={`${t("accounts.page.rename")}: ${name}`}
          >
            <EditIcon />
            {t("accounts.page.rename")}
          </Button>
        )}
        {adminPath && (
          <Button asChild size="xs" variant="outline">
            <RouterLink to={adminPath} aria-label={`${t("accounts.page.administer")}: ${name}`}>
              {t("accounts.page.administer")}
            </RouterLink>
          </Button>
        )}
      </HStack>
    </Flex>
  );
}

/** The bordered list box the rows sit in. */
export function AccountList({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <Box
      as="ul"
      listStyleType="none"
      aria-label={label}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      css={{ "& > li + li": { borderTopWidth: "1px" } }}
    >
      {children}
    </Box>
  );
}
