import { Box, Code, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { toHost } from "../../../../domain/host";
import type { ApiKey } from "../../../../domain/schemas/api-key";
import { ConsolePageHeading } from "../../../components/ConsolePageHeading";
import { DeleteConfirmDialog, useDeleteConfirmation } from "../../../components/DeleteConfirmation";
import { KeyIcon } from "../../../components/icons";
import { FramedList, ListHeading, ListQueryStates } from "../../../components/ListStates";
import { toaster } from "../../../components/toaster";
import { WebhooksSection } from "../../webhooks";
import { type CreateApiKey, revealApiKey, useApiKeyMutations, useApiKeys } from "../api/api-keys";
import { ApiKeyRow } from "../components/ApiKeyRow";
import { ApiUsage } from "../components/ApiUsage";
import { CreateApiKeyForm } from "../components/CreateApiKeyForm";
import { serverApiKeyProblem } from "../lib/api-key-form";

/** API keys of the account: list, create (custom or generated), copy, delete. */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  const { accountDomain = "", accountKey = "" } = useParams();
  const host = toHost({ accountDomain, accountKey });
  const query = useApiKeys(host);
  const { create, remove } = useApiKeyMutations(host);
  const confirm = useDeleteConfirmation(remove, (key: ApiKey) => key.id, {
    deleted: () => ({ type: "success", title: t("apiKeys.deleted") }),
    error: t("apiKeys.errors.delete"),
  });
  const { deleting } = confirm;
  const [fresh, setFresh] = useState<string | null>(null);
  const keys = query.data ?? [];
  const reveal = (key: ApiKey) => revealApiKey(host, key.id);

  const onCreate = (request: CreateApiKey) =>
    create.mutateAsync(request).then(
      (created) => {
        setFresh(created.id);
        toaster.create({ type: "success", title: t("apiKeys.created") });
      },
      (error: unknown) => {
        if (!serverApiKeyProblem(error, request.apiKey)) {
          toaster.create({ type: "error", title: t("apiKeys.errors.create") });
        }
        throw error;
      },
    );

  return (
    <Stack gap={{ base: "5", md: "6" }} maxWidth="4xl">
      <ConsolePageHeading title={t("apiKeys.title")} subtitle={t("apiKeys.subtitle")} />

      <Box borderWidth="1px" borderRadius="l3" p={{ base: "4", md: "6" }} bg="bg.panel">
        <CreateApiKeyForm onCreate={onCreate} />
      </Box>

      <Stack gap="3">
        <ListHeading title={t("apiKeys.list")} count={query.data && keys.length} />

        <ListQueryStates
          query={query}
          count={keys.length}
          skeleton={{ rows: 2, height: "16" }}
          errorTitle={t("apiKeys.errors.fetch")}
          empty={{ icon: <KeyIcon />, title: t("apiKeys.empty"), hint: t("apiKeys.emptyHint") }}
        />

        {keys.length > 0 && (
          <FramedList aria-label={t("apiKeys.list")}>
            {keys.map((key) => (
              <ApiKeyRow
                key={key.id}
                apiKey={key}
                reveal={reveal}
                highlighted={key.id === fresh}
                onDelete={confirm.ask}
              />
            ))}
          </FramedList>
        )}
      </Stack>

      <ApiUsage apiKey={keys.find((k) => k.id === fresh) ?? keys[0]} reveal={reveal} />

      <WebhooksSection host={host} />

      <DeleteConfirmDialog
        confirmation={confirm}
        texts="apiKeys.confirmDelete"
        description={
          <Stack gap="3">
            <Text color="fg.muted">{t("apiKeys.confirmDelete.description")}</Text>
            {deleting && (
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{deleting.name}</Text>
                <Code wordBreak="break-all" whiteSpace="normal">
                  {deleting.masked}
                </Code>
              </HStack>
            )}
          </Stack>
        }
      />
    </Stack>
  );
}
