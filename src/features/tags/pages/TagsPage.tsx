import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { TagsManager } from "../components/TagsManager";

/** The features console's tags page (requires manage.tags). */
export default function TagsPage() {
  const { t } = useTranslation();
  const { accountDomain = "", accountKey = "" } = useParams();
  return (
    <Stack gap={{ base: "5", md: "6" }} maxWidth="3xl">
      <Stack gap="1">
        <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
          {t("pages.console.title")}
        </Text>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
          {t("tags.title")}
        </Heading>
        <Text color="fg.muted">{t("tags.subtitle")}</Text>
      </Stack>
      <Box borderWidth="1px" borderRadius="l3" p={{ base: "4", md: "6" }} bg="bg.panel">
        <TagsManager accountDomain={accountDomain} accountKey={accountKey} />
      </Box>
    </Stack>
  );
}
