import { Box, Button, Dialog, HStack, Portal, Spinner, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { DIALOG_WIDTH_PROGRESS } from "../../../../domain/constants";
import { displayAccountKey } from "../../../../domain/host";
import type { EditUserStep, ProgressState, StepStatus } from "../../../../domain/user-rights";
import { AlertCircleIcon, CheckCircleIcon } from "../../../components/icons";
import { Notice } from "../../../components/Notice";
import { RowList } from "../../../components/RowList";
import type { StepRun } from "../hooks/use-edit-user-run";

export interface EditUserProgressDialogProps {
  open: boolean;
  state: ProgressState;
  runs: readonly StepRun[];
  accountName: (accountKey: string) => string;
  onClose: () => void;
}

function StatusIcon({ status }: { status: StepStatus }) {
  if (status === "success") return <CheckCircleIcon color="fg.success" boxSize="5" />;
  if (status === "error") return <AlertCircleIcon color="fg.error" boxSize="5" />;
  if (status === "running") return <Spinner size="sm" color="brand.solid" />;
  return <Box boxSize="5" borderRadius="full" borderWidth="2px" borderColor="border.emphasized" />;
}

/** The execution step: loading, success or error, with every step's outcome. */
export function EditUserProgressDialog({
  open,
  state,
  runs,
  accountName,
  onClose,
}: EditUserProgressDialogProps) {
  const { t } = useTranslation();
  const label = (step: EditUserStep) =>
    step.kind === "update"
      ? t("edit-user-progress.steps.update")
      : t(`edit-user-progress.steps.${step.kind}`, {
          account: `${accountName(step.accountKey)} (${displayAccountKey(step.accountKey)})`,
        });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && state !== "loading" && onClose()}
      placement="center"
      size={{ mdDown: "full", md: "lg" }}
      closeOnInteractOutside={state !== "loading"}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            maxWidth={{ md: `${DIALOG_WIDTH_PROGRESS}px` }}
            data-testid="edit-user-progress"
            data-state-name={state}
          >
            <Dialog.Header>
              <Dialog.Title>{t("edit-user-progress.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {state === "loading" && (
                  <HStack gap="3" role="status">
                    <Spinner size="sm" />
                    <Text>{t("edit-user-progress.loading")}</Text>
                  </HStack>
                )}
                {state === "success" && (
                  <Notice status="success" role="status" title={t("edit-user-progress.success")} />
                )}
                {state === "error" && (
                  <Notice
                    status="error"
                    title={t("edit-user-progress.error")}
                    description={t("edit-user-progress.errorHint")}
                  />
                )}
                <RowList ordered>
                  {runs.map((run) => (
                    <HStack
                      as="li"
                      key={
                        run.step.kind === "update"
                          ? "update"
                          : `${run.step.kind}-${run.step.accountKey}`
                      }
                      data-testid="progress-step"
                      data-status={run.status}
                      gap="3"
                      px="4"
                      py="3"
                    >
                      <StatusIcon status={run.status} />
                      <Stack gap="0" flex="1" minWidth="0">
                        <Text>{label(run.step)}</Text>
                        {run.status === "error" && run.errorKey && (
                          <Text fontSize="sm" color="fg.error">
                            {t(`errors.${run.errorKey}`, {
                              defaultValue: t("errors.internal-error"),
                            })}
                          </Text>
                        )}
                      </Stack>
                      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                        {t(`edit-user-progress.status.${run.status}`)}
                      </Text>
                    </HStack>
                  ))}
                </RowList>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                onClick={onClose}
                disabled={state === "loading"}
                variant={state === "error" ? "solid" : "outline"}
              >
                {t("edit-user-progress.close")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
