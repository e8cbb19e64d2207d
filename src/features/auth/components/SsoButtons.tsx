import { Button, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { SsoProvider } from "../api/authenticate";

interface SsoButtonsProps {
  /** Sign in (login) or sign up (creating a user from an invitation). */
  intent: "signIn" | "signUp";
  pending: SsoProvider | null;
  onSso: (provider: SsoProvider) => void;
  disabled?: boolean;
}

/** "or" and the Google and Microsoft buttons under a password form. */
export function SsoButtons({ intent, pending, onSso, disabled }: SsoButtonsProps) {
  const { t } = useTranslation();
  const labels =
    intent === "signIn"
      ? { google: t("auth.login.google"), msal: t("auth.login.microsoft") }
      : {
          google: t("invitations.onboarding.create.google"),
          msal: t("invitations.onboarding.create.microsoft"),
        };
  return (
    <>
      <HStack gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted" flexShrink="0">
          {t("auth.login.or")}
        </Text>
        <Separator flex="1" />
      </HStack>
      <Stack gap="2" direction={{ base: "column", sm: "row" }}>
        {(["google", "msal"] as const).map((provider) => (
          <Button
            key={provider}
            variant="outline"
            flex={{ base: "none", sm: "1" }}
            onClick={() => onSso(provider)}
            loading={pending === provider}
            disabled={disabled}
          >
            {labels[provider]}
          </Button>
        ))}
      </Stack>
    </>
  );
}
