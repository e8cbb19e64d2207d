import { Badge, Button, CloseButton, Flex, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { NAME_MAX_LENGTH } from "../../../../domain/constants";
import { displayAccountKey } from "../../../../domain/host";
import {
  type NewSubAccount,
  SUB_ACCOUNTS_PER_REQUEST,
  ZNewSubAccount,
} from "../../../../domain/schemas/account";
import { DialogShell } from "../../../components/DialogShell";
import { FormField } from "../../../components/FormField";
import { PlusIcon } from "../../../components/icons";
import { Notice } from "../../../components/Notice";
import { RowList } from "../../../components/RowList";
import { ApiError } from "../../../lib/api-client";
import { useZodForm } from "../../../lib/use-zod-form";
import { translateMessage } from "../forms/messages";

/** The staging row: the domain rules plus "not already selected" and "not known to exist". */
const stageSchema = (staged: readonly NewSubAccount[], existing: readonly string[]) =>
  ZNewSubAccount.superRefine((v, ctx) => {
    if (staged.some((s) => s.accountKey === v.accountKey)) {
      ctx.addIssue({
        code: "custom",
        path: ["accountKey"],
        message: "accounts.errors.alreadySelected",
      });
    } else if (existing.includes(v.accountKey)) {
      ctx.addIssue({ code: "custom", path: ["accountKey"], message: "account-key-exists" });
    }
  });

export interface CreateSubAccountsDialogProps {
  open: boolean;
  /** Keys known to exist in the domain (the organisation's accounts). */
  existingKeys: readonly string[];
  /** Creates the staged accounts; rejects with the API error. */
  onCreate: (accounts: NewSubAccount[]) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Stages one or more new sub-accounts (key and display name), checking each as it is added,
 * then creates them in one request, all or none.
 */
export function CreateSubAccountsDialog({
  open,
  existingKeys,
  onCreate,
  onClose,
}: CreateSubAccountsDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [staged, setStaged] = useState<NewSubAccount[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const form = useZodForm(stageSchema(staged, existingKeys), {
    defaultValues: { accountKey: "", displayName: "" },
  });
  const { register, handleSubmit, reset, setFocus } = form;
  const { errors } = form.formState;

  useEffect(() => {
    if (open) {
      setStaged([]);
      setServerError(null);
      reset({ accountKey: "", displayName: "" });
    }
  }, [open, reset]);

  const stage = handleSubmit((entry) => {
    setStaged((list) => [...list, entry]);
    reset({ accountKey: "", displayName: "" });
    setServerError(null);
    setFocus("accountKey");
  });

  const create = async () => {
    if (staged.length === 0) {
      setServerError(t("accounts.create.nothingStaged"));
      return;
    }
    setCreating(true);
    setServerError(null);
    try {
      await onCreate(staged);
      onClose();
    } catch (error) {
      setServerError(
        error instanceof ApiError && error.errorKey
          ? t(`errors.${error.errorKey}`)
          : t("accounts.create.failed"),
      );
    } finally {
      setCreating(false);
    }
  };

  const full = staged.length >= SUB_ACCOUNTS_PER_REQUEST;

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      busy={creating}
      size="lg"
      title={t("accounts.create.title")}
      closeButton={{ first: true, disabled: creating }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={creating}>
            {t("accounts.create.cancel")}
          </Button>
          <Button colorPalette="brand" loading={creating} onClick={create}>
            {t("accounts.create.submit", { count: staged.length })}
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <Text color="fg.muted">{t("accounts.create.description")}</Text>
        <form id={formId} onSubmit={stage} noValidate>
          <Flex gap="3" direction={{ base: "column", sm: "row" }} align={{ sm: "flex-start" }}>
            <FormField
              label={t("accounts.create.key")}
              error={errors.accountKey && translateMessage(t, errors.accountKey.message)}
              helper={t("accounts.create.keyHelp")}
              invalid={Boolean(errors.accountKey)}
              required
              flex="1"
            >
              <Input
                size="sm"
                fontFamily="mono"
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
                placeholder="culture"
                disabled={full}
                {...register("accountKey")}
              />
            </FormField>
            <FormField
              label={t("accounts.create.name")}
              error={translateMessage(t, errors.displayName?.message, NAME_MAX_LENGTH)}
              invalid={Boolean(errors.displayName)}
              required
              flex="1"
            >
              <Input size="sm" autoComplete="off" disabled={full} {...register("displayName")} />
            </FormField>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              mt={{ sm: "6" }}
              flexShrink={0}
              disabled={full || creating}
            >
              <PlusIcon />
              {t("accounts.create.stage")}
            </Button>
          </Flex>
        </form>
        {staged.length > 0 && (
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              {t("accounts.create.staged")}
            </Text>
            <RowList>
              {staged.map((entry) => (
                <HStack
                  as="li"
                  key={entry.accountKey}
                  justify="space-between"
                  px="3"
                  py="2"
                  gap="3"
                >
                  <HStack gap="2" minWidth="0">
                    <Text truncate fontWeight="medium">
                      {entry.displayName}
                    </Text>
                    <Badge variant="surface" colorPalette="brand" fontFamily="mono">
                      {displayAccountKey(entry.accountKey)}
                    </Badge>
                  </HStack>
                  <CloseButton
                    size="xs"
                    variant="ghost"
                    aria-label={t("accounts.create.unstage", { key: entry.accountKey })}
                    disabled={creating}
                    onClick={() =>
                      setStaged((list) => list.filter((s) => s.accountKey !== entry.accountKey))
                    }
                  />
                </HStack>
              ))}
            </RowList>
          </Stack>
        )}
        {serverError && <Notice status="error" size="sm" title={serverError} />}
      </Stack>
    </DialogShell>
  );
}
