import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Heading,
  HStack,
  Input,
  Portal,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Controller, type FieldErrors, FormProvider } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  DIALOG_WIDTH_EDIT_USER,
  NAME_MAX_LENGTH,
  SUCCESS_AUTO_CLOSE_MS,
} from "../../../../domain/constants";
import { parseHost } from "../../../../domain/host";
import type { UserListItem } from "../../../../domain/schemas/user";
import {
  changedUserFields,
  type EditUserFormValues,
  editUserSteps,
  type SuggestableAccount,
} from "../../../../domain/user-rights";
import { AccessFields, useAccessFieldsController } from "../../../components/access";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { SubmitButton } from "../../../components/SubmitButton";
import { toaster } from "../../../components/toaster";
import { UserAvatar } from "../../../components/UserAvatar";
import { queryKeys } from "../../../lib/query-keys";
import { useZodForm } from "../../../lib/use-zod-form";
import { useAccountChannels, useSubAccounts } from "../../accounts";
import { deleteUser, useAccessibleAccounts } from "../api/users";
import { useEditUserRun } from "../hooks/use-edit-user-run";
import { editUserDefaults, ZEditUserForm } from "../lib/edit-user-form";
import { CrossAccountAccess } from "./CrossAccountAccess";
import { DangerArea } from "./DangerArea";
import { EditUserProgressDialog } from "./EditUserProgressDialog";

export interface EditUserDialogProps {
  /** The user to edit; null closes the dialog. */
  user: UserListItem | null;
  /** The account the user is edited in (accountKey.accountDomain). */
  host: string;
  currentUserId?: string;
  /** Whether the viewer may manage the organisation: shows the cross-account section. */
  canManageOrganization: boolean;
  /** The organisation's top-level account, searched besides the sub-accounts. */
  topLevelAccount?: SuggestableAccount;
  onClose: () => void;
}

type Tab = "access" | "general";

/** Fields on each tab, in the order a failed submit looks for the first invalid one. */
const firstInvalid = (errors: FieldErrors<EditUserFormValues>) => {
  if (errors.rights?.role) return { tab: "access" as Tab, field: "rights.role" as const };
  if (errors.rights?.channelId) return { tab: "access" as Tab, field: "rights.channelId" as const };
  if (errors.displayName) return { tab: "general" as Tab, field: "displayName" as const };
  return null;
};

/**
 * The edit-user dialog: header with avatar, name and email; tabs access
 * (default) and general; only changed fields are submitted, then the progress dialog runs
 * each step. Delete asks first and hides the form meanwhile.
 */
export function EditUserDialog({
  user,
  host,
  currentUserId,
  canManageOrganization,
  topLevelAccount,
  onClose,
}: EditUserDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const formId = useId();
  const open = user !== null;
  const [step, setStep] = useState<"form" | "execution">("form");
  const [tab, setTab] = useState<Tab>("access");
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const autoClose = useRef<ReturnType<typeof setTimeout> | null>(null);
  const userId = user?.userId ?? "";
  const hostKey = parseHost(host)?.accountKey ?? "";

  const defaults = useMemo(() => (user ? editUserDefaults(user) : null), [user]);
  const methods = useZodForm(ZEditUserForm, {
    // Validate on blur and change, not on input. Text fields validate on blur (when
    // the browser's change event fires too); the selects validate on change (see
    // useAccessFieldsController).
    mode: "onBlur",
    reValidateMode: "onBlur",
    shouldFocusError: true,
    defaultValues: defaults ?? undefined,
  });
  const { control, register, reset, handleSubmit, setFocus } = methods;
  const { errors, isDirty, isSubmitting } = methods.formState;
  const access = useAccessFieldsController(methods, "rights");

  const crossAccess = canManageOrganization && open;
  const accessible = useAccessibleAccounts(host, userId, crossAccess);
  const subAccounts = useSubAccounts(host, crossAccess);
  const channels = useAccountChannels(host, open && access.value?.role === "guest");
  const runner = useEditUserRun(host, userId);

  const organizationAccounts: SuggestableAccount[] = useMemo(
    () => [
      ...(topLevelAccount ? [topLevelAccount] : []),
      ...(subAccounts.data ?? []).map((a) => ({ accountKey: a.accountKey, name: a.displayName })),
    ],
    [topLevelAccount, subAccounts.data],
  );
  const accessibleAccounts = accessible.data?.crossAccountsRights.map((a) => ({
    accountKey: a.accountKey,
    name: a.accountName,
  }));
  const accountName = (key: string) =>
    organizationAccounts.find((a) => a.accountKey === key)?.name ??
    accessibleAccounts?.find((a) => a.accountKey === key)?.name ??
    key;

  // Opening resets to the form step and clears what was submitted before.
  const { reset: resetRuns } = runner;
  useEffect(() => {
    if (!defaults) return;
    reset(defaults);
    setStep("form");
    setTab("access");
    setConfirmingDelete(false);
    resetRuns();
  }, [defaults, reset, resetRuns]);
  useEffect(
    () => () => {
      if (autoClose.current) clearTimeout(autoClose.current);
    },
    [],
  );

  const refresh = () => {
    void client.invalidateQueries({ queryKey: queryKeys.users.all });
  };

  const closeAll = () => {
    if (autoClose.current) clearTimeout(autoClose.current);
    setStep("form");
    onClose();
  };

  const submit = handleSubmit(
    async (values) => {
      if (!defaults) return;
      const request = changedUserFields(defaults, values);
      const steps = editUserSteps(request, values.crossAccountAccessUpdate);
      if (steps.length === 0) return closeAll();
      setStep("execution");
      const outcome = await runner.run(steps);
      refresh();
      if (outcome === "success") {
        autoClose.current = setTimeout(closeAll, SUCCESS_AUTO_CLOSE_MS);
      }
    },
    (invalid) => {
      // RHF cannot focus an input on a hidden tab: show that tab first, then focus.
      const target = firstInvalid(invalid);
      if (!target) return;
      setTab(target.tab);
      requestAnimationFrame(() => setFocus(target.field));
    },
  );

  const confirmDelete = async () => {
    if (!user) return;
    setDeleting(true);
    try {
      await deleteUser(host, user.userId);
      refresh();
      toaster.create({
        type: "info",
        title: t("edit-user-modal.delete-user.success", { name: user.displayName }),
      });
      setConfirmingDelete(false);
      closeAll();
    } catch {
      toaster.create({ type: "error", title: t("edit-user-modal.delete-user.error") });
      setConfirmingDelete(false);
    } finally {
      setDeleting(false);
    }
  };

  const isSelf = user?.userId === currentUserId;
  // The server says whether this organisation owns the profile (the user's main account).
  const profileEditable = user?.profileEditable ?? false;
  const nameError = errors.displayName?.message;

  return (
    <>
      <Dialog.Root
        open={open && step === "form" && !confirmingDelete}
        onOpenChange={(e) => !e.open && !isSubmitting && closeAll()}
        placement="center"
        size={{ mdDown: "full", md: "xl" }}
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content
              maxWidth={{ md: `${DIALOG_WIDTH_EDIT_USER}px` }}
              data-testid="edit-user-dialog"
            >
              {user && (
                <FormProvider {...methods}>
                  <Dialog.Header>
                    <HStack gap="4" minWidth="0" pe="8">
                      <UserAvatar name={user.displayName} src={user.avatarUrl} large />
                      <Stack gap="0.5" minWidth="0">
                        <Dialog.Title asChild>
                          <Heading as="h2" size="lg" letterSpacing="-0.02em" truncate>
                            {user.displayName}
                          </Heading>
                        </Dialog.Title>
                        <Text color="fg.muted" fontSize="sm" truncate>
                          {user.email}
                        </Text>
                      </Stack>
                    </HStack>
                  </Dialog.Header>
                  <Dialog.Body>
                    <form id={formId} onSubmit={submit} noValidate>
                      <Tabs.Root
                        value={tab}
                        onValueChange={(e) => setTab(e.value as Tab)}
                        variant="line"
                        colorPalette="brand"
                      >
                        <Tabs.List>
                          <Tabs.Trigger value="access">
                            {t("edit-user-modal.tabs.access")}
                          </Tabs.Trigger>
                          <Tabs.Trigger value="general">
                            {t("edit-user-modal.tabs.general")}
                          </Tabs.Trigger>
                        </Tabs.List>
                        <Tabs.Content value="access" pt="5">
                          <Stack gap="5">
                            <AccessFields
                              {...access}
                              idPrefix={`${formId}-access`}
                              channels={channels.data?.map((c) => ({ id: c.id, name: c.name }))}
                            />
                            {canManageOrganization && (
                              <Controller
                                control={control}
                                name="crossAccountAccessUpdate"
                                render={({ field }) => (
                                  <CrossAccountAccess
                                    hostAccountKey={hostKey}
                                    accounts={organizationAccounts}
                                    accessible={accessibleAccounts}
                                    loading={accessible.isPending}
                                    error={accessible.isError}
                                    onRetry={() => void accessible.refetch()}
                                    value={field.value}
                                    onChange={field.onChange}
                                  />
                                )}
                              />
                            )}
                          </Stack>
                        </Tabs.Content>
                        <Tabs.Content value="general" pt="5">
                          <Stack gap="5">
                            <Field.Root
                              invalid={Boolean(nameError)}
                              required={profileEditable}
                              disabled={!profileEditable}
                            >
                              <Field.Label>
                                {t("edit-user-modal.displayName")}
                                <Field.RequiredIndicator />
                              </Field.Label>
                              <Input
                                autoComplete="off"
                                readOnly={!profileEditable}
                                {...register("displayName")}
                              />
                              {nameError && (
                                <Field.ErrorText>
                                  {t(nameError, { length: NAME_MAX_LENGTH })}
                                </Field.ErrorText>
                              )}
                              {!profileEditable && (
                                <Field.HelperText data-testid="profile-elsewhere">
                                  {t("edit-user-modal.profileElsewhere", {
                                    account:
                                      user.mainAccountName ??
                                      t("edit-user-modal.otherOrganization"),
                                  })}
                                </Field.HelperText>
                              )}
                            </Field.Root>
                            <Field.Root disabled>
                              <Field.Label>{t("edit-user-modal.username")}</Field.Label>
                              <Input {...register("username")} readOnly disabled />
                              <Field.HelperText>
                                {t("edit-user-modal.usernameHelp")}
                              </Field.HelperText>
                            </Field.Root>
                            <DangerArea
                              profileEditable={profileEditable}
                              mainAccountName={user.mainAccountName}
                              disabled={isSelf || !profileEditable}
                              onDelete={() => setConfirmingDelete(true)}
                            />
                          </Stack>
                        </Tabs.Content>
                      </Tabs.Root>
                    </form>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={closeAll} disabled={isSubmitting}>
                      {t("edit-user-modal.cancel")}
                    </Button>
                    <SubmitButton
                      form={formId}
                      colorPalette="brand"
                      loading={isSubmitting}
                      // Enabled once something changed, also while invalid: a failed submit
                      // shows the messages and focuses the first invalid input.
                      disabled={!isDirty}
                    >
                      {t("edit-user-modal.submit")}
                    </SubmitButton>
                  </Dialog.Footer>
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t("edit-user-modal.close")} />
                  </Dialog.CloseTrigger>
                </FormProvider>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <EditUserProgressDialog
        open={open && step === "execution"}
        state={runner.state}
        runs={runner.runs}
        accountName={accountName}
        onClose={closeAll}
      />

      <ConfirmDialog
        open={open && confirmingDelete}
        title={t("edit-user-modal.delete-user.title", { name: user?.displayName ?? "" })}
        description={t("edit-user-modal.delete-user.description", {
          name: user?.displayName ?? "",
        })}
        confirmText={t("edit-user-modal.delete-user.confirm")}
        cancelText={t("edit-user-modal.delete-user.cancel")}
        loading={deleting}
        destructive
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirmingDelete(false)}
      />
    </>
  );
}
