import { Badge, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { displayAccountKey } from "../../../../domain/host";
import { RadioIcon } from "../../../components/icons";

export interface AccountHeaderProps {
  /** Small line above the name: which admin area this is. */
  eyebrow: string;
  displayName: string | null;
  accountKey: string;
  organizationName: string | null;
  parentAccountKey: string | null;
  /** Link to the account's channels, when the user may see them. */
  channelsPath?: string;
}

/** The account's name, @key, organisation and parent, above the admin tabs. */
export function AccountHeader({
  eyebrow,
  displayName,
  accountKey,
  organizationName,
  parentAccountKey,
  channelsPath,
}: AccountHeaderProps) {
  const { t } = useTranslation();
  return (
    <Flex
      direction={{ base: "column", sm: "row" }}
      align={{ base: "stretch", sm: "flex-end" }}
      justify="space-between"
      gap="3"
    >
      <Stack gap="1.5" minWidth="0">
        <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
          {eyebrow}
        </Text>
        {displayName === null ? (
          <Skeleton height="9" width="64" />
        ) : (
          <Heading
            as="h1"
            size={{ base: "2xl", md: "3xl" }}
            letterSpacing="-0.02em"
            lineClamp={2}
            data-testid="account-header-name"
          >
            {displayName}
          </Heading>
        )}
        <HStack gap="2" wrap="wrap" color="fg.muted" fontSize="sm">
          <Badge variant="surface" colorPalette="brand" fontFamily="mono">
            {displayAccountKey(accountKey)}
          </Badge>
          {organizationName && <Text>{organizationName}</Text>}
          {parentAccountKey && (
            <Badge variant="outline">
              {t("accounts.subAccountOf", { parent: displayAccountKey(parentAccountKey) })}
            </Badge>
          )}
        </HStack>
      </Stack>
      {channelsPath && (
        <Button asChild size="sm" variant="outline" flexShrink={0}>
          <RouterLink to={channelsPath}>
            <RadioIcon />
            {t("accounts.openChannels")}
          </RouterLink>
        </Button>
      )}
    </Flex>
  );
}
