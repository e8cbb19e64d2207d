import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CurrentUser } from "../../../../domain/schemas/profile";
import { toaster } from "../../../components/toaster";
import { ApiError } from "../../../lib/api-client";
import { useSsoProviders } from "../../auth";
import { type SsoPathName, useSsoBinding } from "../api/sso-binding";

const PROVIDERS: { path: SsoPathName; label: string; bound: (u: CurrentUser) => boolean }[] = [
  { path: "google", label: "Google", bound: (u) => u.googleBound },
  { path: "msal", label: "Microsoft", bound: (u) => u.microsoftBound },
];

/**
 * Bind or unbind sign-in with each provider the server has configured (none: nothing shown).
 * The provider's popup is not part of this build: binding sends no ID token yet.
 */
export function SsoBindings({ user, disabled }: { user: CurrentUser; disabled?: boolean }) {
  const { t } = useTranslation();
  const { bind, unbind } = useSsoBinding();
  const [pending, setPending] = useState<SsoPathName | null>(null);
  const configured = useSsoProviders(user.mainAccountDomain);
  const providers = PROVIDERS.filter(({ path }) => configured.includes(path));
  if (providers.length === 0) return null;

  const run = async (provider: SsoPathName, bound: boolean, label: string) => {
    setPending(provider);
    try {
      if (bound) await unbind.mutateAsync(provider);
      else await bind.mutateAsync({ provider });
      toaster.create({
        type: "success",
        title: t(bound ? "profile.sso.unbound" : "profile.sso.bound", { provider: label }),
      });
    } catch (error) {
      const key = error instanceof ApiError ? error.errorKey : undefined;
      toaster.create({
        type: key === "sso-unavailable" ? "warning" : "error",
        title: key ? t(`errors.${key}`) : t("profile.sso.failed", { provider: label }),
        description: key === "sso-unavailable" ? t("profile.sso.unavailableBody") : undefined,
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        {t("profile.sso.title")}
      </Text>
      {providers.map(({ path, label, bound: isBound }) => {
        const bound = isBound(user);
        return (
          <HStack
            key={path}
            justify="space-between"
            borderWidth="1px"
            borderRadius="l2"
            px="3"
            py="2"
            gap="3"
            data-testid={`sso-${path}`}
          >
            <HStack gap="2" minWidth="0">
              <Text fontWeight="medium">{label}</Text>
              <Badge colorPalette={bound ? "green" : "gray"} variant="subtle" size="sm">
                {bound ? t("profile.sso.connected") : t("profile.sso.notConnected")}
              </Badge>
            </HStack>
            <Button
              size="xs"
              variant="outline"
              colorPalette={bound ? "red" : undefined}
              loading={pending === path}
              disabled={disabled || (pending !== null && pending !== path)}
              onClick={() => run(path, bound, label)}
            >
              {bound
                ? t("profile.sso.unbind", { provider: label })
                : t("profile.sso.bind", { provider: label })}
            </Button>
          </HStack>
        );
      })}
    </Stack>
  );
}
