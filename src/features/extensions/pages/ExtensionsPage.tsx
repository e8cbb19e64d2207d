import { Box, Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { toHost } from "../../../../domain/host";
import type { Extension } from "../../../../domain/schemas/extension";
import { ConsolePageHeading } from "../../../components/ConsolePageHeading";
import { DeleteConfirmDialog, useDeleteConfirmation } from "../../../components/DeleteConfirmation";
import { PlusIcon, PuzzleIcon } from "../../../components/icons";
import { EmptyList, ListLoadError, ListSkeleton } from "../../../components/ListStates";
import { toaster } from "../../../components/toaster";
import { useExtensionMutations, useExtensions } from "../api/extensions";
import { ExtensionDialog } from "../components/ExtensionDialog";
import { ExtensionsTable } from "../components/ExtensionsTable";

type Editing = { extension?: Extension } | null;

/** Extensions of the account: list, add, edit, delete. */
export default function ExtensionsPage() {
  const { t } = useTranslation();
  const { accountDomain = "", accountKey = "" } = useParams();
  const host = toHost({ accountDomain, accountKey });
  const query = useExtensions(host);
  const { save, remove, toggle } = useExtensionMutations(host);
  const [editing, setEditing] = useState<Editing>(null);
  const confirm = useDeleteConfirmation(remove, (extension: Extension) => extension.id, {
    deleted: ({ name }) => ({ type: "success", title: t("extensions.deleted", { name }) }),
    error: t("extensions.errors.delete"),
  });
  const extensions = query.data ?? [];

  const onToggle = (extension: Extension, enabled: boolean) =>
    toggle.mutate(
      { id: extension.id, enabled },
      {
        onSuccess: (saved) =>
          toaster.create({
            type: "success",
            title: t(saved.enabled ? "extensions.enabledOn" : "extensions.enabledOff", {
              name: saved.name,
            }),
          }),
        onError: () => toaster.create({ type: "error", title: t("extensions.errors.toggle") }),
      },
    );

  return (
    <Stack gap={{ base: "5", md: "6" }} maxWidth="5xl">
      <ConsolePageHeading
        title={t("extensions.title")}
        subtitle={t("extensions.subtitle")}
        actions={
          <Button colorPalette="brand" size="sm" onClick={() => setEditing({})}>
            <PlusIcon />
            {t("extensions.add")}
          </Button>
        }
      />

      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" overflow="hidden">
        {query.isPending && (
          <Box p="4">
            <ListSkeleton rows={3} height="10" />
          </Box>
        )}

        {query.isError && (
          <Box p="4">
            <ListLoadError title={t("extensions.errors.fetch")} onRetry={() => query.refetch()} />
          </Box>
        )}

        {query.data && extensions.length === 0 && (
          <EmptyList
            icon={<PuzzleIcon />}
            title={t("extensions.empty")}
            hint={t("extensions.emptyHint")}
            framed={false}
          >
            <Button size="sm" variant="outline" onClick={() => setEditing({})}>
              <PlusIcon />
              {t("extensions.add")}
            </Button>
          </EmptyList>
        )}

        {extensions.length > 0 && (
          <ExtensionsTable
            extensions={extensions}
            onEdit={(extension) => setEditing({ extension })}
            onDelete={confirm.ask}
            onToggle={onToggle}
            togglingId={toggle.isPending ? toggle.variables?.id : null}
          />
        )}
      </Box>

      <ExtensionDialog
        open={editing !== null}
        extension={editing?.extension}
        onSave={(input) => save.mutateAsync({ id: editing?.extension?.id, input })}
        onClose={() => setEditing(null)}
      />

      <DeleteConfirmDialog
        confirmation={confirm}
        texts="extensions.confirmDelete"
        values={{ name: confirm.deleting?.name ?? "" }}
      />
    </Stack>
  );
}
