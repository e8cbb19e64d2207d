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
  /** Shown under the field. */
  error?: string | null;
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
        {props.hideField && props.error && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {props.error}
          </Text>
        )}
        {!props.hideField && (
          <FormField label={props.label} error={props.error ?? undefined} helper={props.helper}>
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
