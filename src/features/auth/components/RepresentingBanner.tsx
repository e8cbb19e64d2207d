import { Box, Button, Flex, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../../domain/paths";
import type { CurrentUser } from "../../../../domain/schemas/profile";
import { SignInAsIcon } from "../../../components/icons";
import { UserAvatar } from "../../../components/UserAvatar";
import { useLocalize } from "../../../lib/use-locale";
import { endRepresenting } from "../lib/session";

/**
 * Shown while an administrator is signed in as someone else: who is represented and
 * an "End session" that drops the temporary token and reloads at the root.
 */
export function RepresentingBanner({ user }: { user: CurrentUser | undefined }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  if (!user?.isRepresented) return null;

  return (
    <Box
      role="region"
      aria-label={t("signInAs.banner.title")}
      bg="orange.solid"
      color="orange.contrast"
      data-testid="representing-banner"
    >
      <Flex
        align="center"
        justify="space-between"
        gap="3"
        px={{ base: "3", md: "6" }}
        py="2"
        wrap="wrap"
      >
        <HStack gap="2.5" minWidth="0">
          <SignInAsIcon boxSize="5" flexShrink={0} />
          <UserAvatar size="2xs" name={user.displayName} src={user.avatarUrl} />
          <Box minWidth="0">
            <Text fontWeight="semibold" fontSize="sm" lineHeight="short">
              {t("signInAs.banner.title")}
            </Text>
            <Text fontSize="xs" opacity={0.9} truncate>
              {t("signInAs.banner.who", { name: user.displayName, email: user.email })}
            </Text>
          </Box>
        </HStack>
        <Button
          size="xs"
          variant="solid"
          bg="white"
          color="orange.700"
          _hover={{ bg: "orange.50" }}
          onClick={() => endRepresenting(localize(paths.root))}
        >
          {t("signInAs.banner.end")}
        </Button>
      </Flex>
    </Box>
  );
}
