import { Badge, Button, chakra, Field, HStack, Input, Text, Wrap } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { POST_TAGS_MAX } from "../../../../../domain/schemas/post";
import { suggestTags } from "../../../../../domain/schemas/tag";
import { tagsQuery } from "../../api/posts";

/**
 * The post's tags: typed (Enter or a comma adds one), picked from the account's tags that
 * match what is typed, or from those the title and text name (auto-tagging).
 */
export function TagsField({
  host,
  tags,
  setTags,
  title,
  text,
}: {
  host: string;
  tags: string[];
  setTags: (tags: string[]) => void;
  title: string;
  text: string;
}) {
  const { t } = useTranslation();
  const [tagDraft, setTagDraft] = useState("");
  const tagList = useQuery(tagsQuery(host, true));
  const tagNames = useMemo(() => (tagList.data ?? []).map((tag) => tag.name), [tagList.data]);
  const autoTags = useMemo(
    () => suggestTags(`${title}\n${text}`, tagNames, tags).slice(0, 8),
    [title, text, tagNames, tags],
  );
  const typedMatches = tagDraft.trim()
    ? tagNames
        .filter(
          (n) =>
            n.toLowerCase().includes(tagDraft.trim().toLowerCase()) &&
            !tags.some((x) => x.toLowerCase() === n.toLowerCase()),
        )
        .slice(0, 6)
    : [];

  const addTag = (raw: string) => {
    const name = raw.trim().slice(0, 50);
    if (!name || tags.length >= POST_TAGS_MAX) return;
    if (!tags.some((x) => x.toLowerCase() === name.toLowerCase())) setTags([...tags, name]);
    setTagDraft("");
  };

  return (
    <Field.Root>
      <Field.Label>{t("posts.editor.tags")}</Field.Label>
      <Wrap gap="2" width="full">
        {tags.map((tag) => (
          <Badge key={tag} colorPalette="brand" variant="subtle" size="lg" gap="1">
            {tag}
            <chakra.button
              type="button"
              aria-label={t("posts.editor.removeTag", { tag })}
              onClick={() => setTags(tags.filter((x) => x !== tag))}
              px="1"
              cursor="pointer"
            >
              ×
            </chakra.button>
          </Badge>
        ))}
      </Wrap>
      <Input
        value={tagDraft}
        placeholder={t("posts.editor.tagPlaceholder")}
        aria-label={t("posts.editor.addTag")}
        onChange={(e) => setTagDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === ",") {
            e.preventDefault();
            addTag(tagDraft);
          }
        }}
      />
      {typedMatches.length > 0 && (
        <Wrap gap="1.5" role="listbox" aria-label={t("posts.editor.tagMatches")}>
          {typedMatches.map((name) => (
            <Button
              key={name}
              size="xs"
              variant="outline"
              role="option"
              onClick={() => addTag(name)}
            >
              {name}
            </Button>
          ))}
        </Wrap>
      )}
      {autoTags.length > 0 && (
        <HStack gap="1.5" wrap="wrap" aria-label={t("posts.editor.suggestedTags")}>
          <Text fontSize="xs" color="fg.muted">
            {t("posts.editor.suggestedTags")}
          </Text>
          {autoTags.map((name) => (
            <Button
              key={name}
              size="xs"
              variant="subtle"
              colorPalette="brand"
              onClick={() => addTag(name)}
            >
              + {name}
            </Button>
          ))}
        </HStack>
      )}
    </Field.Root>
  );
}
