import { HStack, Input, InputGroup, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toHost } from "../../../../domain/host";
import type { Tag } from "../../../../domain/schemas/tag";
import { DeleteConfirmDialog, useDeleteConfirmation } from "../../../components/DeleteConfirmation";
import { PlusIcon, SearchIcon, TagIcon } from "../../../components/icons";
import { ListHeading, ListQueryStates } from "../../../components/ListStates";
import { RowActions } from "../../../components/RowActions";
import { RowList } from "../../../components/RowList";
import { toaster } from "../../../components/toaster";
import { useTagMutations, useTags } from "../api/tags";
import { isTagNotUnique } from "../lib/tag-form";
import { TagNameForm } from "./TagNameForm";

export interface TagsManagerProps {
  accountDomain: string;
  accountKey: string;
}

/** Tags of an account: list, create, rename inline, delete with confirmation. */
export function TagsManager({ accountDomain, accountKey }: TagsManagerProps) {
  const { t, i18n } = useTranslation();
  const host = toHost({ accountDomain, accountKey });
  const query = useTags(host);
  const { create, update, remove } = useTagMutations(host);
  const [editing, setEditing] = useState<string | null>(null);
  const confirm = useDeleteConfirmation(remove, (tag: Tag) => tag.id, {
    deleted: (tag) => ({ type: "success", title: t("tags.deleted", { name: tag.name }) }),
    error: t("tags.errors.delete"),
  });
  const [filter, setFilter] = useState("");
  const tags = query.data ?? [];
  const needle = filter.trim().toLocaleLowerCase(i18n.language);
  const visible = needle
    ? tags.filter((tag) => tag.name.toLocaleLowerCase(i18n.language).includes(needle))
    : tags;

  const report = (key: "create" | "update" | "delete") => (error: unknown) => {
    if (!isTagNotUnique(error)) toaster.create({ type: "error", title: t(`tags.errors.${key}`) });
    throw error;
  };

  return (
    <Stack gap="5">
      <TagNameForm
        label={t("tags.form.new")}
        submitText={
          <>
            <PlusIcon />
            {t("tags.form.add")}
          </>
        }
        tags={tags}
        onSubmit={(name) =>
          create
            .mutateAsync(name)
            .then(
              (tag) =>
                toaster.create({ type: "success", title: t("tags.created", { name: tag.name }) }),
              report("create"),
            )
        }
      />

      <HStack justify="space-between" gap="3" wrap="wrap">
        <ListHeading title={t("tags.list")} count={query.data && tags.length} />
        {tags.length > 5 && (
          <InputGroup startElement={<SearchIcon boxSize="4" />} width={{ base: "100%", sm: "56" }}>
            <Input
              size="sm"
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
              placeholder={t("tags.search")}
              aria-label={t("tags.search")}
            />
          </InputGroup>
        )}
      </HStack>

      <ListQueryStates
        query={query}
        count={tags.length}
        skeleton={{ rows: 3, height: "10" }}
        errorTitle={t("tags.errors.fetch")}
        empty={{ icon: <TagIcon />, title: t("tags.empty"), hint: t("tags.emptyHint") }}
      />

      {visible.length > 0 && (
        <RowList aria-label={t("tags.list")}>
          {visible.map((tag) => (
            <HStack as="li" key={tag.id} data-testid="tag-row" px="3" py="2" minHeight="12" gap="2">
              {editing === tag.id ? (
                <Stack flex="1">
                  <TagNameForm
                    label={t("tags.form.rename", { name: tag.name })}
                    hideLabel
                    initialName={tag.name}
                    submitText={t("tags.form.save")}
                    cancelText={t("tags.form.cancel")}
                    tags={tags}
                    exceptId={tag.id}
                    autoFocus
                    onCancel={() => setEditing(null)}
                    onSubmit={(name) =>
                      update.mutateAsync({ id: tag.id, name }).then(() => {
                        toaster.create({ type: "success", title: t("tags.updated") });
                        setEditing(null);
                      }, report("update"))
                    }
                  />
                </Stack>
              ) : (
                <>
                  <HStack flex="1" gap="2" minWidth="0">
                    <TagIcon boxSize="3.5" color="fg.muted" flexShrink={0} />
                    <Text truncate>{tag.name}</Text>
                  </HStack>
                  <RowActions
                    editLabel={t("tags.edit", { name: tag.name })}
                    deleteLabel={t("tags.delete", { name: tag.name })}
                    onEdit={() => setEditing(tag.id)}
                    onDelete={() => confirm.ask(tag)}
                  />
                </>
              )}
            </HStack>
          ))}
        </RowList>
      )}

      <DeleteConfirmDialog
        confirmation={confirm}
        texts="tags.confirmDelete"
        values={{ name: confirm.deleting?.name ?? "" }}
      />
    </Stack>
  );
}
