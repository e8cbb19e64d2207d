import { Checkbox, Field, Input, Stack } from "@chakra-ui/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ZExtensionBlockAttrs } from "../../../../../domain/content/schema";
import type { BlockData } from "../../../../../domain/schemas/extension-bridge";
import { EditorFormDialog } from "./EditorFormDialog";

export interface ExtensionBlockDialogProps {
  blockType: string;
  data: BlockData;
  text: string;
  onSave: (block: { data: BlockData; text: string }) => void;
  onClose: () => void;
}

type Draft = Record<string, string | boolean>;

/** Each value as its field holds it: a checkbox for a boolean, text for the rest. */
const draftOf = (data: BlockData): Draft =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value === "boolean" ? value : value === null ? "" : String(value),
    ]),
  );

/** Back to the block's types: a number stays a number (or is refused), an empty null stays null. */
function dataOf(draft: Draft, original: BlockData): { data: BlockData; badNumbers: string[] } {
  const data: BlockData = {};
  const badNumbers: string[] = [];
  for (const [key, value] of Object.entries(draft)) {
    const before = original[key];
    if (typeof value === "boolean") data[key] = value;
    else if (typeof before === "number") {
      const number = Number(value.trim().replace(",", "."));
      if (value.trim() === "" || !Number.isFinite(number)) badNumbers.push(key);
      else data[key] = number;
    } else data[key] = before === null && value === "" ? null : value;
  }
  return { data, badNumbers };
}

/**
 * Edits an account extension's custom block already in the post: each of its data
 * values and the text readers see without the extension. The keys and their types stay those
 * the extension created, so its inlineRenderer reads the block as before.
 */
export function ExtensionBlockDialog(props: ExtensionBlockDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.data));
  const [text, setText] = useState(props.text);
  /** Save was pressed: from then on each field's message follows its value. */
  const [tried, setTried] = useState(false);
  const result = dataOf(draft, props.data);
  const badNumbers = tried ? result.badNumbers : [];

  const save = () => {
    setTried(true);
    if (result.badNumbers.length > 0) return;
    // The same check as on publish, so a saved edit never makes the post unpublishable.
    const block = ZExtensionBlockAttrs.safeParse({
      blockType: props.blockType,
      data: result.data,
      text: text.trim(),
    });
    if (block.success) props.onSave({ data: block.data.data, text: block.data.text });
  };

  return (
    <EditorFormDialog
      open
      title={t("posts.editor.extensionBlock.editTitle", { type: props.blockType })}
      confirmText={t("posts.editor.extensionBlock.save")}
      onSubmit={save}
      onClose={props.onClose}
    >
      <Stack gap="3">
        {Object.entries(draft).map(([key, value]) =>
          typeof value === "boolean" ? (
            <Checkbox.Root
              key={key}
              checked={value}
              onCheckedChange={(e) => setDraft({ ...draft, [key]: e.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{key}</Checkbox.Label>
            </Checkbox.Root>
          ) : (
            <Field.Root key={key} invalid={badNumbers.includes(key)}>
              <Field.Label htmlFor={`${id}-${key}`}>{key}</Field.Label>
              <Input
                id={`${id}-${key}`}
                value={value}
                maxLength={500}
                inputMode={typeof props.data[key] === "number" ? "decimal" : undefined}
                autoComplete="off"
                onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
              />
              <Field.ErrorText>{t("posts.editor.extensionBlock.number")}</Field.ErrorText>
            </Field.Root>
          ),
        )}
        <Field.Root>
          <Field.Label htmlFor={`${id}-text`}>{t("posts.editor.extensionBlock.text")}</Field.Label>
          <Input
            id={`${id}-text`}
            value={text}
            maxLength={500}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
          <Field.HelperText>{t("posts.editor.extensionBlock.textHint")}</Field.HelperText>
        </Field.Root>
      </Stack>
    </EditorFormDialog>
  );
}
