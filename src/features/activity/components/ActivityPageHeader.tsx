import { Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

export function ActivityPageHeader() {
  const { t } = useTranslation();
  return (
    <Stack gap="1">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
        {t("pages.details.activity")}
      </Heading>
      <Text color="fg.muted">{t("activity.log.subtitle")}</Text>
    </Stack>
  );
}
