import { createToaster, Portal, Stack, Toast, Toaster } from "@chakra-ui/react";
import { TOAST_DURATION_MS } from "../../domain/constants";

export const toaster = createToaster({
  placement: "top-end",
  pauseOnPageIdle: true,
  duration: TOAST_DURATION_MS,
});

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
