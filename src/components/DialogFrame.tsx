import {
  CloseButton,
  Dialog,
  type DialogBodyProps,
  type DialogRootProps,
  Portal,
  Text,
} from "@chakra-ui/react";
import type { ReactNode } from "react";

// Props live here, with the frame; DialogShell (the light wrapper every screen imports) re-uses them.
export interface DialogShellProps {
  open: boolean;
  onClose: () => void;
  /** While an action runs the dialog cannot be dismissed. */
  busy?: boolean;
  /** Width from md up; below md every dialog takes the full screen. */
  size: "sm" | "md" | "lg" | "xl";
  title: ReactNode;
  /** A line under the title (the header then stacks them). */
  subtitle?: ReactNode;
  /** The body's content. */
  children: ReactNode;
  bodyProps?: DialogBodyProps;
  footer?: ReactNode;
  /** Lets footer buttons wrap on a narrow screen. */
  footerWrap?: boolean;
  /** The corner close button; `first` puts it before the body in the tab order. */
  closeButton?: { label?: string; disabled?: boolean; first?: boolean };
  /** Root options some dialogs need (alertdialog role, initial focus, …). */
  rootProps?: Partial<DialogRootProps>;
  /** Test id of the dialog's content. */
  testId?: string;
}

/** The centred dialog frame the screens share: title, body, footer, optional close button. */
export default function DialogFrame({
  open,
  onClose,
  busy = false,
  size,
  title,
  subtitle,
  children,
  bodyProps,
  footer,
  footerWrap,
  closeButton,
  rootProps,
  testId,
}: DialogShellProps) {
  const close = closeButton && (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={closeButton.label} disabled={closeButton.disabled} />
    </Dialog.CloseTrigger>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      placement="center"
      size={{ mdDown: "full", md: size }}
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            {subtitle ? (
              <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                <Dialog.Title>{title}</Dialog.Title>
                <Text fontSize="sm" color="fg.muted">
                  {subtitle}
                </Text>
              </Dialog.Header>
            ) : (
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            )}
            {closeButton?.first && close}
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {footer && (
              <Dialog.Footer flexWrap={footerWrap ? "wrap" : undefined}>{footer}</Dialog.Footer>
            )}
            {!closeButton?.first && close}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
