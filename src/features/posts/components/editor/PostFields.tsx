import { Button, Field, HStack, Input, Switch } from "@chakra-ui/react";
import type { RefObject } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { IMPORTANCE_LEVELS } from "../../../../../domain/schemas/post";
import { LabelledSelect } from "../../../../components/LabelledSelect";
import type { FormFields } from "../../hooks/use-editor-form";

/**
 * The post's title, importance, author and on/off marks (breaking, key event, AI-assisted),
 * and whether Publish sends it to the channel's followers.
 */
export function PostFields({
  form,
  titleRef,
  importanceOn,
  breakingOn,
  keyEventOn,
  aiLabelOn,
  onPush,
  authorName,
  onManageUser,
}: {
  form: UseFormReturn<FormFields>;
  /** The title's input, which the composer hands the caret to. */
  titleRef: RefObject<HTMLInputElement | null>;
  importanceOn: boolean;
  breakingOn: boolean;
  keyEventOn: boolean;
  aiLabelOn: boolean;
  /** The editor's own choice of sending (it overrides the breaking / key event default). */
  onPush: (on: boolean) => void;
  authorName: string;
  onManageUser?: () => void;
}) {
  const { t } = useTranslation();
  const titleField = form.register("title");
  return (
    <>
      <Field.Root>
        <Field.Label>{t("posts.editor.title")}</Field.Label>
        <Input
          {...titleField}
          ref={(element: HTMLInputElement | null) => {
            titleField.ref(element);
            titleRef.current = element;
          }}
          maxLength={300}
          placeholder={t("posts.editor.titlePlaceholder")}
          fontWeight="semibold"
        />
      </Field.Root>

      <HStack gap="4" align="end" wrap="wrap">
        {importanceOn && (
          <LabelledSelect
            width={{ base: "full", sm: "auto" }}
            minWidth="44"
            label={t("posts.editor.importance")}
            options={IMPORTANCE_LEVELS.map((level) => ({
              value: level,
              label: t(`posts.importance.${level}`),
            }))}
            select={form.register("importance")}
          />
        )}
        <Field.Root flex="1" minWidth="48" flexBasis={{ base: "100%", sm: "auto" }}>
          <Field.Label>{t("posts.editor.author")}</Field.Label>
          <HStack width="full">
            <Input value={authorName} readOnly aria-readonly="true" bg="bg.muted" />
            <Button variant="outline" size="sm" onClick={onManageUser} flexShrink={0}>
              {t("posts.editor.manageUser")}
            </Button>
          </HStack>
        </Field.Root>
        {breakingOn && (
          <PostFlag form={form} name="breaking" color="red" label={t("posts.editor.breaking")} />
        )}
        {keyEventOn && (
          <PostFlag form={form} name="keyEvent" color="brand" label={t("keyEvents.editorToggle")} />
        )}
        {aiLabelOn && (
          <PostFlag form={form} name="aiAssisted" color="purple" label={t("ai.assistedLabel")} />
        )}
        <PostFlag
          form={form}
          name="push"
          color="orange"
          label={t("posts.editor.push")}
          onChange={onPush}
        />
      </HStack>
    </>
  );
}

/** One of the post's on/off marks beside the author (breaking, key event, AI-assisted). */
function PostFlag({
  form,
  name,
  color,
  label,
  onChange,
}: {
  form: UseFormReturn<FormFields>;
  name: "breaking" | "keyEvent" | "aiAssisted" | "push";
  color: string;
  label: string;
  onChange?: (on: boolean) => void;
}) {
  return (
    <Switch.Root
      colorPalette={color}
      checked={form.watch(name)}
      onCheckedChange={(e) => (onChange ? onChange(e.checked) : form.setValue(name, e.checked))}
      pb="2"
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
