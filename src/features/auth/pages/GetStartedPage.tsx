import { Button, Card, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { FREE_TRIAL_DAYS } from "../../../../domain/constants";
import { paths } from "../../../../domain/paths";
import { useLocalize } from "../../../lib/use-locale";

const SALES_EMAIL = "sales@ticker.local";

/** Three ways in: an invite from an administrator, a free trial, or sales. */
export default function GetStartedPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const options = [
    {
      key: "invite",
      title: t("auth.getStarted.invite.title"),
      body: t("auth.getStarted.invite.body"),
    },
    {
      key: "trial",
      title: t("auth.getStarted.trial.title", { days: FREE_TRIAL_DAYS }),
      body: t("auth.getStarted.trial.body", { days: FREE_TRIAL_DAYS }),
    },
    {
      key: "sales",
      title: t("auth.getStarted.sales.title"),
      body: t("auth.getStarted.sales.body"),
    },
  ];
  return (
    <Stack gap="8">
      <Stack gap="2" textAlign={{ base: "left", md: "center" }}>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
          {t("auth.getStarted.title")}
        </Heading>
        <Text color="fg.muted">{t("auth.getStarted.subtitle")}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {options.map((o) => (
          <Card.Root key={o.key} variant="outline" borderRadius="l3">
            <Card.Body gap="2">
              <Card.Title as="h2">{o.title}</Card.Title>
              <Card.Description>{o.body}</Card.Description>
            </Card.Body>
            {o.key !== "invite" && (
              <Card.Footer>
                <Button
                  asChild
                  variant={o.key === "trial" ? "solid" : "outline"}
                  colorPalette="brand"
                  size="sm"
                >
                  <a href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent(o.title)}`}>
                    {o.key === "trial"
                      ? t("auth.getStarted.trial.cta")
                      : t("auth.getStarted.sales.cta")}
                  </a>
                </Button>
              </Card.Footer>
            )}
          </Card.Root>
        ))}
      </SimpleGrid>
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        {t("auth.getStarted.haveAccount")}{" "}
        <RouterLink to={localize(paths.login)}>
          <Text as="span" color="brand.fg" fontWeight="medium">
            {t("auth.login.submit")}
          </Text>
        </RouterLink>
      </Text>
    </Stack>
  );
}
