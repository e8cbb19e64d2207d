import { Button, Card, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { defaultLandingPath, paths } from "../../../../domain/paths";
import { Notice } from "../../../components/Notice";
import { storage } from "../../../lib/local-data/web-storage";
import { getProfileOverview } from "../../../lib/profile-overview";
import { queryClient } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";
import { logError } from "../../../lib/session-log";
import { useLocalize } from "../../../lib/use-locale";
import { startRepresenting } from "../lib/session";

/** The token a "sign in as" hands over: `#token=<jwt>` (a hash never reaches a server log). */
export function tokenFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return value && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) ? value : null;
}

/**
 * Auto login: keeps the temporary token for this tab, loads the represented user's
 * profile and goes to their landing page, replacing this URL so the token leaves no history.
 */
export default function AutoLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice; the token is consumed once.
    if (started.current) return;
    started.current = true;
    const token = tokenFromHash(window.location.hash);
    // Drop the token from the address bar and history whatever happens next.
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (!token) {
      setFailed(true);
      return;
    }
    const previous = storage.tempToken();
    startRepresenting(token);
    getProfileOverview()
      .then((profile) => {
        queryClient.setQueryData(queryKeys.profile.overview, profile);
        const landing = defaultLandingPath(profile.mainAccount);
        navigate(localize(landing.path), { replace: true });
      })
      .catch((error: unknown) => {
        logError("Signing in as another user failed", error);
        storage.setTempToken(previous);
        queryClient.clear();
        setFailed(true);
      });
  }, [navigate, localize]);

  return (
    <Card.Root maxWidth="md" mx="auto" variant="outline" borderRadius="l3">
      <Card.Body p={{ base: "6", md: "8" }}>
        {failed ? (
          <Stack gap="5" data-testid="auto-login-failed">
            <Heading as="h1" size="2xl" letterSpacing="-0.02em">
              {t("pages.autoLogin")}
            </Heading>
            <Notice
              status="error"
              title={t("errors.sign-in-as-failed")}
              description={t("signInAs.autoLogin.failedBody")}
            />
            <Button asChild colorPalette="brand" alignSelf="flex-start">
              <RouterLink to={localize(paths.root)}>{t("signInAs.autoLogin.back")}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <Stack gap="4" align="center" textAlign="center" py="6" aria-live="polite">
            <Spinner size="lg" color="brand.solid" />
            <Heading as="h1" size="lg">
              {t("signInAs.autoLogin.title")}
            </Heading>
            <Text color="fg.muted">{t("signInAs.autoLogin.body")}</Text>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
