import { Badge, HStack, Stack, Switch, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Extension } from "../../../../domain/schemas/extension";
import { RowActions } from "../../../components/RowActions";

export interface ExtensionsTableProps {
  extensions: readonly Extension[];
  onEdit: (extension: Extension) => void;
  onDelete: (extension: Extension) => void;
  /** The per-account switch: off keeps the extension but loads it nowhere. */
  onToggle: (extension: Extension, enabled: boolean) => void;
  /** The extension whose switch is being saved. */
  togglingId?: string | null;
}

/** The list: columns type and title, with edit and delete per row. */
export function ExtensionsTable({
  extensions,
  onEdit,
  onDelete,
  onToggle,
  togglingId,
}: ExtensionsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.Root size="sm" interactive aria-label={t("extensions.list")}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader hideBelow="md" width="15rem">
            {t("extensions.columns.type")}
          </Table.ColumnHeader>
          <Table.ColumnHeader>{t("extensions.columns.title")}</Table.ColumnHeader>
          <Table.ColumnHeader width="5rem">{t("extensions.columns.enabled")}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" width="6rem">
            <Text srOnly>{t("extensions.columns.actions")}</Text>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {extensions.map((extension) => (
          <Table.Row key={extension.id} data-testid="extension-row">
            <Table.Cell hideBelow="md">
              <Badge variant="subtle" colorPalette="brand">
                {t(`extensions.types.${extension.type}.name`)}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              <Stack gap="1" minWidth="0">
                <Text fontWeight="medium" truncate>
                  {extension.name}
                </Text>
                <Badge
                  hideFrom="md"
                  variant="subtle"
                  colorPalette="brand"
                  alignSelf="flex-start"
                  size="sm"
                >
                  {t(`extensions.types.${extension.type}.name`)}
                </Badge>
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <Switch.Root
                size="sm"
                colorPalette="brand"
                checked={extension.enabled}
                disabled={togglingId === extension.id}
                onCheckedChange={(e) => onToggle(extension, e.checked)}
              >
                <Switch.HiddenInput
                  aria-label={t("extensions.actions.toggle", { name: extension.name })}
                />
                <Switch.Control />
              </Switch.Root>
            </Table.Cell>
            <Table.Cell textAlign="end">
              <HStack gap="1" justify="flex-end">
                <RowActions
                  editLabel={t("extensions.actions.edit", { name: extension.name })}
                  deleteLabel={t("extensions.actions.delete", { name: extension.name })}
                  onEdit={() => onEdit(extension)}
                  onDelete={() => onDelete(extension)}
                />
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
