import { Button, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { SsoProvider } from "../api/authenticate";
import { useSsoProviders } from "../hooks/use-sso-providers";

interface SsoButtonsProps {
  /** Sign in (login) or sign up (creating a user from an invitation). */
  intent: "signIn" | "signUp";
  /** The region signed in to: its server's configured providers get a button. */
  domain: string | null;
  pending: SsoProvider | null;
  onSso: (provider: SsoProvider) => void;
  disabled?: boolean;
}

/** "or" and a button per configured provider under a password form; nothing without one. */
export function SsoButtons({ intent, domain, pending, onSso, disabled }: SsoButtonsProps) {
  const { t } = useTranslation();
  const providers = useSsoProviders(domain);
  const labels =
    intent === "signIn"
      ? { google: t("auth.login.google"), msal: t("auth.login.microsoft") }
      : {
          google: t("invitations.onboarding.create.google"),
          msal: t("invitations.onboarding.create.microsoft"),
        };
  if (providers.length === 0) return null;
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
        {providers.map((provider) => (
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
