import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";

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
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(e) => !e.open && props.onClose()}
      finalFocusEl={props.finalFocusEl}
      placement="center"
      size={{ mdDown: "full", md: "md" }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {props.children}
                  {props.hideField && props.error && (
                    <Text color="fg.error" fontSize="sm" role="alert">
                      {props.error}
                    </Text>
                  )}
                  {!props.hideField && (
                    <Field.Root invalid={!!props.error}>
                      <Field.Label htmlFor={id}>{props.label}</Field.Label>
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
                      {props.helper && !props.error && (
                        <Field.HelperText>{props.helper}</Field.HelperText>
                      )}
                      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
                    </Field.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                {props.extraAction}
                <Button variant="outline" onClick={props.onClose}>
                  {t("posts.cancel")}
                </Button>
                {!props.hideField && (
                  <Button
                    type="submit"
                    colorPalette="brand"
                    loading={props.loading}
                    disabled={!value.trim()}
                  >
                    {props.confirmText}
                  </Button>
                )}
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("posts.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
