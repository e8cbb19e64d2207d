import { Heading, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { useEffect } from "react";
import { FormProvider, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toHost } from "../../../../domain/host";
import { dtoFromAccessForm } from "../../../../domain/user-rights";
import {
  type AccessChannelOption,
  AccessFields,
  useAccessFieldsController,
} from "../../../components/access";
import { FormField } from "../../../components/FormField";
import { SendIcon } from "../../../components/icons";
import { SubmitButton } from "../../../components/SubmitButton";
import { toaster } from "../../../components/toaster";
import { CHECK_ON_BLUR, useZodForm } from "../../../lib/use-zod-form";
import { useAccountChannels } from "../../accounts";
import { useInvitableAccounts, useInvitationMutations } from "../api/invitations";
import {
  emptyInviteForm,
  type InviteFormValues,
  inviteEmailError,
  ZInviteForm,
} from "../lib/invite-form";
import { AccountFormPanel } from "./AccountFormPanel";
import { AccountSelectField } from "./AccountSelectField";

/** The rights part, inside the FormProvider the controller reads. */
function InviteAccessFields({ channels }: { channels?: AccessChannelOption[] }) {
  const access = useAccessFieldsController(useFormContext<InviteFormValues>(), "rights");
  return <AccessFields {...access} idPrefix="invite" channels={channels} />;
}

export interface InviteFormProps {
  /** The host the page is about: requests go through it, it is the preselected account. */
  host: string;
  accountKey: string;
}

/** Invites: email, account selector, rights, send; invite errors on the email field. */
export function InviteForm({ host, accountKey }: InviteFormProps) {
  const { t } = useTranslation();
  const accounts = useInvitableAccounts(host);
  const { create } = useInvitationMutations(host);
  const form = useZodForm(ZInviteForm, {
    ...CHECK_ON_BLUR,
    defaultValues: emptyInviteForm(accountKey),
  });
  const { register, handleSubmit, setError, reset, control, formState } = form;
  const chosenKey = useWatch({ control, name: "accountKey" });
  const chosen = accounts.data?.find((a) => a.accountKey === chosenKey);
  const channels = useAccountChannels(
    chosen ? toHost({ accountDomain: chosen.accountDomain, accountKey: chosen.accountKey }) : null,
  );

  // A Guest's channel belongs to one account: choosing another account clears it.
  useEffect(() => {
    if (chosenKey) form.setValue("rights.channelId", "");
  }, [chosenKey, form]);

  const onSubmit = handleSubmit(async (values) => {
    const rights = dtoFromAccessForm(values.rights);
    if (!rights) return;
    try {
      await create.mutateAsync({
        email: values.email.trim(),
        accountKey: values.accountKey,
        rights,
      });
      toaster.create({
        type: "success",
        title: t("invitations.form.sent", { email: values.email.trim() }),
      });
      reset({ ...emptyInviteForm(values.accountKey), rights: values.rights });
    } catch (error) {
      const key = inviteEmailError(error);
      if (key) {
        setError("email", { message: `errors.${key}` }, { shouldFocus: true });
        return;
      }
      toaster.create({
        type: "error",
        title: t("invitations.errors.generic"),
        description: t("invitations.errors.genericDescription"),
      });
    }
  });

  const message = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <FormProvider {...form}>
      <AccountFormPanel
        titleId="invite-form-title"
        title={t("invitations.form.title")}
        accounts={accounts}
        onSubmit={onSubmit}
        submit={
          <SubmitButton colorPalette="brand" loading={formState.isSubmitting}>
            <SendIcon />
            {t("invitations.form.submit")}
          </SubmitButton>
        }
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            label={t("invitations.form.email")}
            error={message(formState.errors.email?.message)}
            invalid={Boolean(formState.errors.email)}
            required
          >
            <Input
              type="email"
              autoComplete="off"
              placeholder={t("invitations.form.emailPlaceholder")}
              {...register("email")}
            />
          </FormField>
          <AccountSelectField
            label={t("invitations.form.account")}
            invalid={Boolean(formState.errors.accountKey)}
            error={formState.errors.accountKey?.message}
            accounts={accounts.data}
            current={accountKey}
            registration={register("accountKey")}
          />
        </SimpleGrid>
        <Stack gap="2">
          <Heading as="h4" size="sm" color="fg.muted">
            {t("invitations.form.rights")}
          </Heading>
          <InviteAccessFields channels={channels.data?.map((c) => ({ id: c.id, name: c.name }))} />
        </Stack>
      </AccountFormPanel>
    </FormProvider>
  );
}
