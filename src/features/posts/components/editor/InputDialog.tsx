import { Button, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogShell } from "../../../../components/DialogShell";
import { FormField } from "../../../../components/FormField";

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
  const { t } = useTranslation();
  const [value, setValue] = useState(props.initialValue ?? "");
  const id = useId();
  useEffect(() => {
    if (props.open) setValue(props.initialValue ?? "");
  }, [props.open, props.initialValue]);
  const submit = () => {
    if (value.trim() && !props.loading) props.onSubmit(value.trim());
  };
  const formId = useId();
  return (
    <DialogShell
      open={props.open}
      onClose={props.onClose}
      size="md"
      title={props.title}
      closeButton={{ label: t("posts.close") }}
      rootProps={{ finalFocusEl: props.finalFocusEl }}
      footer={
        <>
          {props.extraAction}
          <Button variant="outline" onClick={props.onClose}>
            {t("posts.cancel")}
          </Button>
          {!props.hideField && (
            <Button
              type="submit"
              form={formId}
              colorPalette="brand"
              loading={props.loading}
              disabled={!value.trim()}
            >
              {props.confirmText}
            </Button>
          )}
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
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
                  id={id}
                  value={value}
                  rows={6}
                  fontFamily="mono"
                  fontSize="sm"
                  placeholder={props.placeholder}
                  onChange={(e) => setValue(e.target.value)}
                />
              ) : (
                <Input
                  id={id}
                  value={value}
                  placeholder={props.placeholder}
                  onChange={(e) => setValue(e.target.value)}
                  autoComplete="off"
                />
              )}
            </FormField>
          )}
        </Stack>
      </form>
    </DialogShell>
  );
}
