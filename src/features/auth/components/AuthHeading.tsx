import { Heading, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../../domain/paths";
import { useLocalize } from "../../../lib/use-locale";

/** The page's title and the line under it, as every logged-out form opens. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl" letterSpacing="-0.02em">
        {title}
      </Heading>
      <Text color="fg.muted">{subtitle}</Text>
    </Stack>
  );
}

/** "Back to sign in", under the password-reset forms. */
export function BackToLogin() {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Link asChild color="brand.fg" fontWeight="medium" fontSize="sm">
      <RouterLink to={localize(paths.login)}>{t("auth.backToLogin")}</RouterLink>
    </Link>
  );
}
