import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../domain/paths";
import { useLocalize } from "../../lib/use-locale";

/** The 404 page; `message` is the guard's "Page not found: {path}". */
export function NotFoundPage({ message }: { message: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Stack gap="4" textAlign="center" maxWidth="lg" align="center">
      <Text fontSize={{ base: "6xl", md: "7xl" }} fontWeight="800" color="brand.fg" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size="2xl">
        {t("errors.pageNotFound")}
      </Heading>
      <Text color="fg.muted" wordBreak="break-word">
        {message}
      </Text>
      <Button asChild colorPalette="brand" mt="2">
        <RouterLink to={localize(paths.root)}>{t("errors.backHome")}</RouterLink>
      </Button>
    </Stack>
  );
}
