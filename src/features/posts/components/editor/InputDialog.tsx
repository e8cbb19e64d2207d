import { Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { type ReactNode, useEffect, useState } from "react";
import { FormField } from "../../../../components/FormField";
import { EditorFormDialog } from "./EditorFormDialog";

export interface InputDialogProps {
  open: boolean;
  title: string;
  label: string;
  placeholder?: string;
  initialValue?: string;
  multiline?: boolean;
  confirmText: string;
  /** Shown under the field, until the value changes to one `isValid` accepts. */
  error?: string | null;
  /** Whether a value would pass the check that raised `error` (any change clears it without). */
  isValid?: (value: string) => boolean;
  helper?: string;
  loading?: boolean;
  /** Extra content above the field (a provider picker, an upload button...). */
  children?: ReactNode;
  /** Extra footer button (e.g. "Remove link"). */
  extraAction?: ReactNode;
  /** Only the children: no field and no confirm button. */
  hideField?: boolean;
  /** Where focus goes when the dialog closes (the editor, to go on typing after an insert). */
  finalFocusEl?: () => HTMLElement | null;
  onSubmit: (value: string) => void;
  onClose: () => void;
}

/** A small dialog asking for one value: a URL, an embed code. */
export function InputDialog(props: InputDialogProps) {
  const [value, setValue] = useState(props.initialValue ?? "");
  useEffect(() => {
    if (props.open) setValue(props.initialValue ?? "");
  }, [props.open, props.initialValue]);
  // The value the message was about: once it is fixed, the message no longer applies.
  const [erred, setErred] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken when a new message arrives.
  useEffect(() => {
    setErred(props.error ? value : null);
  }, [props.error]);
  const fixed = erred !== null && value !== erred && (props.isValid?.(value.trim()) ?? true);
  const error = fixed ? null : props.error;
  const submit = () => {
    if (value.trim() && !props.loading) props.onSubmit(value.trim());
  };
  return (
    <EditorFormDialog
      open={props.open}
      title={props.title}
      confirmText={props.hideField ? undefined : props.confirmText}
      confirmDisabled={!value.trim()}
      loading={props.loading}
      extraAction={props.extraAction}
      finalFocusEl={props.finalFocusEl}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Stack gap="4">
        {props.children}
        {props.hideField && error && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {error}
          </Text>
        )}
        {!props.hideField && (
          <FormField label={props.label} error={error ?? undefined} helper={props.helper}>
            {props.multiline ? (
              <Textarea
                value={value}
                rows={6}
                fontFamily="mono"
                fontSize="sm"
                placeholder={props.placeholder}
                onChange={(e) => setValue(e.target.value)}
              />
            ) : (
              <Input
                value={value}
                placeholder={props.placeholder}
                onChange={(e) => setValue(e.target.value)}
                autoComplete="off"
              />
            )}
          </FormField>
        )}
      </Stack>
    </EditorFormDialog>
  );
}
