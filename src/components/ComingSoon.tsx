import { Badge, Box, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ToolIcon } from "./icons";

/** An honest placeholder: the screen's title and a note that it is not built yet. */
export function ComingSoon({ title, compact = false }: { title: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      {!compact && (
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
          {title}
        </Heading>
      )}
      <Box
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="l3"
        p={{ base: "6", md: "10" }}
        textAlign="center"
        bg="bg"
      >
        <Stack gap="3" align="center">
          <Box color="brand.fg">
            <ToolIcon boxSize="7" />
          </Box>
          {compact && (
            <Heading as="h2" size="md">
              {title}
            </Heading>
          )}
          <Badge colorPalette="brand" variant="subtle">
            {t("common.comingSoon")}
          </Badge>
          <Text color="fg.muted" maxWidth="md">
            {t("common.comingSoonBody")}
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}
