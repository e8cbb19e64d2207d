import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { DEFAULT_ERROR_STATUS } from "../../../domain/constants";

export interface ErrorPageProps {
  status?: number;
  message?: string;
  title?: string;
}

/** The generic error page: status 500 and "Internal Server Error" unless told otherwise. */
export function ErrorPage({ status = DEFAULT_ERROR_STATUS, message, title }: ErrorPageProps) {
  const { t } = useTranslation();
  const fallback =
    status === 404 ? t("errors.pageNotFoundDefault") : t("errors.internalServerError");
  return (
    <Stack gap="4" textAlign="center" maxWidth="lg" align="center">
      <Text fontSize={{ base: "6xl", md: "7xl" }} fontWeight="800" color="brand.fg" lineHeight="1">
        {status}
      </Text>
      <Heading as="h1" size="2xl">
        {title ?? t("errors.somethingWentWrong")}
      </Heading>
      <Text color="fg.muted" data-testid="error-message">
        {message ?? fallback}
      </Text>
      <Button asChild colorPalette="brand" variant="solid" mt="2">
        <a href="/">{t("errors.backHome")}</a>
      </Button>
    </Stack>
  );
}
