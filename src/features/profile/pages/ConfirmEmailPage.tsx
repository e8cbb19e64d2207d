import { Button, Card, Heading, Progress, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { EMAIL_CONFIRMATION_REDIRECT_MS } from "../../../../domain/constants";
import { defaultLandingPath } from "../../../../domain/paths";
import { CheckCircleIcon } from "../../../components/icons";
import { Notice } from "../../../components/Notice";
import { ApiError } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { useLocalize } from "../../../lib/use-locale";
import { confirmEmail } from "../api/confirm-email";
import { useProfileOverview } from "../api/get-profile-overview";

type State =
  | { kind: "pending" }
  | { kind: "done"; email: string }
  | { kind: "failed"; key: string };

const TICK_MS = 1000;

/**
 * Email confirmation: applies the change the mailed link names, then goes back to
 * the user's landing page after EMAIL_CONFIRMATION_REDIRECT_MS, counting down visibly.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const queryClient = useQueryClient();
  const { accountDomain = "", confirmationCode = "" } = useParams();
  const { data: profile } = useProfileOverview(true);
  const [state, setState] = useState<State>({ kind: "pending" });
  const [remainingMs, setRemainingMs] = useState(EMAIL_CONFIRMATION_REDIRECT_MS);
  const sent = useRef(false);

  const back = localize(defaultLandingPath(profile?.mainAccount).path);

  useEffect(() => {
    // The code works once: strict mode's second run must not spend it again.
    if (sent.current) return;
    sent.current = true;
    confirmEmail(accountDomain, confirmationCode)
      .then(({ email }) => {
        setState({ kind: "done", email });
        void queryClient.invalidateQueries({ queryKey: queryKeys.profile.overview });
      })
      .catch((error: unknown) =>
        setState({
          kind: "failed",
          key:
            error instanceof ApiError && error.errorKey === "user-already-exists"
              ? "errors.user-already-exists"
              : "errors.email-confirmation-invalid",
        }),
      );
  }, [accountDomain, confirmationCode, queryClient]);

  // Either way the page goes back by itself; the countdown says when.
  useEffect(() => {
    if (state.kind === "pending") return;
    const timer = window.setInterval(
      () => setRemainingMs((ms) => Math.max(0, ms - TICK_MS)),
      TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [state.kind]);

  useEffect(() => {
    if (state.kind !== "pending" && remainingMs === 0) navigate(back, { replace: true });
  }, [state.kind, remainingMs, navigate, back]);

  const seconds = Math.ceil(remainingMs / 1000);

  return (
    <Card.Root maxWidth="md" mx="auto" variant="outline" borderRadius="l3">
      <Card.Body p={{ base: "6", md: "8" }}>
        <Stack gap="5" data-testid="confirm-email" data-state={state.kind}>
          <Heading as="h1" size="2xl" letterSpacing="-0.02em">
            {t("pages.confirmEmail")}
          </Heading>
          {state.kind === "pending" && (
            <Stack direction="row" gap="3" align="center" aria-live="polite">
              <Spinner size="sm" color="brand.solid" />
              <Text color="fg.muted">{t("profile.confirmEmail.pending")}</Text>
            </Stack>
          )}
          {state.kind === "done" && (
            <Stack direction="row" gap="3" align="flex-start" role="status">
              <CheckCircleIcon boxSize="6" color="green.fg" flexShrink={0} mt="0.5" />
              <Stack gap="1">
                <Text fontWeight="semibold">{t("profile.confirmEmail.done")}</Text>
                <Text color="fg.muted">
                  {t("profile.confirmEmail.doneBody", { email: state.email })}
                </Text>
              </Stack>
            </Stack>
          )}
          {state.kind === "failed" && (
            <Notice
              status="error"
              title={t(state.key)}
              description={t("profile.confirmEmail.failedBody")}
            />
          )}
          {state.kind !== "pending" && (
            <Stack gap="3">
              <Progress.Root
                value={(remainingMs / EMAIL_CONFIRMATION_REDIRECT_MS) * 100}
                size="xs"
                colorPalette="brand"
                aria-label={t("profile.confirmEmail.redirecting", { count: seconds })}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {t("profile.confirmEmail.redirecting", { count: seconds })}
              </Text>
              <Button asChild colorPalette="brand" alignSelf="flex-start">
                <RouterLink to={back} replace>
                  {t("profile.confirmEmail.goNow")}
                </RouterLink>
              </Button>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
