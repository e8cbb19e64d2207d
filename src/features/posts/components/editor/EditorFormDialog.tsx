import { Button } from "@chakra-ui/react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { DialogShell } from "../../../../components/DialogShell";

export interface EditorFormDialogProps {
  open: boolean;
  title: string;
  /** The submit button's text; without it the dialog only offers Cancel. */
  confirmText?: string;
  confirmDisabled?: boolean;
  loading?: boolean;
  /** A footer button before Cancel (e.g. "Remove link"). */
  extraAction?: ReactNode;
  /** Where focus goes when the dialog closes (the editor, to go on typing after an insert). */
  finalFocusEl?: () => HTMLElement | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The editor's small form dialogs (a URL, a poll, a custom block): fields, Cancel, confirm. */
export function EditorFormDialog(props: EditorFormDialogProps) {
  const { t } = useTranslation();
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
          {props.confirmText && (
            <Button
              type="submit"
              form={formId}
              colorPalette="brand"
              loading={props.loading}
              disabled={props.confirmDisabled}
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
          props.onSubmit();
        }}
      >
        {props.children}
      </form>
    </DialogShell>
  );
}
