import { Button, CloseButton, Field, HStack, Input, Tag, Text, Wrap } from "@chakra-ui/react";
import { useId, useState } from "react";
import {
  type Control,
  type FieldPathByValue,
  type FieldValues,
  useController,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PlusIcon } from "../../../components/icons";
import { firstMessage, translateMessage } from "./messages";

interface ListInputProps {
  label: string;
  helper?: string;
  placeholder?: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Cleans an entry before checks (trim, lowercase...). */
  normalize?: (entry: string) => string;
  /** A message key when the entry is not acceptable, else null. */
  validate: (entry: string) => string | null;
  /** Message key for an entry already in the list. */
  duplicateMessage: string;
  /** The saved list's error (translated), e.g. from the server. */
  error?: string;
  max: number;
  disabled?: boolean;
  emptyText?: string;
}

/**
 * A list of short values (email domains, origins, ids) edited as removable chips: type,
 * then Enter or Add. Each entry is checked when it is added, so mistakes show at once.
 */
function ListInput({
  label,
  helper,
  placeholder,
  values,
  onChange,
  normalize = (v) => v.trim(),
  validate,
  duplicateMessage,
  error,
  max,
  disabled = false,
  emptyText,
}: ListInputProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);

  const add = () => {
    const entry = normalize(draft);
    if (!entry) return setDraftError("forms.errors.required");
    if (values.includes(entry)) return setDraftError(duplicateMessage);
    if (values.length >= max) return setDraftError("accounts.errors.tooMany");
    const problem = validate(entry);
    if (problem) return setDraftError(problem);
    onChange([...values, entry]);
    setDraft("");
    setDraftError(null);
  };

  const shown = draftError
    ? t(draftError.includes(".") ? draftError : `errors.${draftError}`, { max, length: max })
    : error;

  return (
    <Field.Root invalid={Boolean(shown)} disabled={disabled}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <HStack width="100%" gap="2" align="flex-start">
        <Input
          id={inputId}
          size="sm"
          value={draft}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            if (draftError) setDraftError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button size="sm" variant="outline" onClick={add} disabled={disabled} flexShrink={0}>
          <PlusIcon />
          {t("accounts.list.add")}
        </Button>
      </HStack>
      {shown ? (
        <Field.ErrorText>{shown}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
      {values.length > 0 ? (
        <Wrap gap="2" mt="1" as="ul" listStyleType="none" aria-label={label}>
          {values.map((value) => (
            <Tag.Root as="li" key={value} size="lg" variant="surface" maxWidth="100%">
              <Tag.Label fontFamily="mono" fontSize="xs">
                {value}
              </Tag.Label>
              <Tag.EndElement>
                <CloseButton
                  size="2xs"
                  variant="plain"
                  aria-label={t("accounts.list.remove", { value })}
                  disabled={disabled}
                  onClick={() => onChange(values.filter((v) => v !== value))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      ) : (
        emptyText && (
          <Text fontSize="sm" color="fg.subtle" mt="1">
            {emptyText}
          </Text>
        )
      )}
    </Field.Root>
  );
}

/**
 * A ListInput bound to a settings form's list field: its entries, and the first message of
 * the list's errors (the list's own, or an entry's from the server).
 */
export function ListField<T extends FieldValues>({
  control,
  name,
  ...input
}: Omit<ListInputProps, "values" | "onChange" | "error"> & {
  control: Control<T>;
  name: FieldPathByValue<T, string[]>;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = translateMessage(t, firstMessage(fieldState.error), input.max);
  return (
    <ListInput
      {...input}
      values={field.value}
      onChange={field.onChange}
      error={error || undefined}
    />
  );
}
