import { Box, Code, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ApiKey } from "../../../../domain/schemas/api-key";
import { API_KEY_HEADER, PUBLIC_API_BASE } from "../../../../domain/schemas/public-api";
import { CodeIcon } from "../../../components/icons";
import { apiBaseUrl } from "../../../lib/api-client";
import { ApiKeyCopyButton } from "./ApiKeyCopyButton";

const PLACEHOLDER_KEY = "YOUR_API_KEY";

/** The API's absolute base, for a command run elsewhere (a relative base is this origin's). */
const absoluteApiBase = () => new URL(apiBaseUrl(), window.location.origin).href.replace(/\/$/, "");

const curlCommand = (key: string) =>
  `curl -H "${API_KEY_HEADER}: ${key}" ${absoluteApiBase()}${PUBLIC_API_BASE}/channels`;

/**
 * How to call the public API: a link to the reference and a first request with a key. The
 * command shows the key masked; Copy copies it with the whole key, ready to run.
 */
export function ApiUsage({
  apiKey,
  reveal,
}: {
  apiKey: ApiKey | undefined;
  reveal: (key: ApiKey) => Promise<string>;
}) {
  const { t } = useTranslation();
  const shown = curlCommand(apiKey ? apiKey.masked : PLACEHOLDER_KEY);
  return (
    <Box
      as="section"
      aria-labelledby="api-usage-title"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: "4", md: "6" }}
      bg="bg.panel"
    >
      <Stack gap="3">
        <HStack gap="2">
          <CodeIcon boxSize="5" color="fg.muted" />
          <Text id="api-usage-title" fontWeight="semibold">
            {t("apiKeys.usage.title")}
          </Text>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {t("apiKeys.usage.description")}{" "}
          <Link href={`${apiBaseUrl()}/docs`} target="_blank" rel="noopener" colorPalette="blue">
            {t("apiKeys.usage.docs")}
          </Link>
        </Text>
        <Text fontSize="sm" fontWeight="medium">
          {t("apiKeys.usage.example")}
        </Text>
        <HStack align="flex-start" gap="2">
          <Code
            flex="1"
            minWidth="0"
            p="3"
            size="sm"
            variant="surface"
            whiteSpace="pre-wrap"
            wordBreak="break-all"
            data-testid="api-curl-example"
          >
            {shown}
          </Code>
          <ApiKeyCopyButton
            text={async () => curlCommand(apiKey ? await reveal(apiKey) : PLACEHOLDER_KEY)}
            label={t("apiKeys.usage.copy")}
          />
        </HStack>
        {!apiKey && (
          <Text color="fg.muted" fontSize="xs">
            {t("apiKeys.usage.noKey")}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
