import { Input, SimpleGrid } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/FormField";
import { PlusIcon } from "../../../components/icons";
import { SubmitButton } from "../../../components/SubmitButton";
import { toaster } from "../../../components/toaster";
import { ApiError } from "../../../lib/api-client";
import { CHECK_ON_BLUR, useZodForm } from "../../../lib/use-zod-form";
import { useInvitableAccounts } from "../api/invitations";
import { useRegistrationPageMutations } from "../api/registration-pages";
import { registrationFormSchema } from "../lib/registration-form";
import { AccountFormPanel } from "./AccountFormPanel";
import { AccountSelectField } from "./AccountSelectField";

export interface RegistrationPageFormProps {
  host: string;
  accountKey: string;
  /** Domains the organisation already has pages for: refused before asking the server. */
  existingDomains: readonly string[];
}

/** A new registration page: email domain and account. */
export function RegistrationPageForm({
  host,
  accountKey,
  existingDomains,
}: RegistrationPageFormProps) {
  const { t } = useTranslation();
  const accounts = useInvitableAccounts(host);
  const { create } = useRegistrationPageMutations(host);
  const schema = useMemo(() => registrationFormSchema(existingDomains), [existingDomains]);
  const form = useZodForm(schema, {
    ...CHECK_ON_BLUR,
    defaultValues: { emailDomain: "", accountKey },
  });
  const { register, handleSubmit, setError, reset } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const page = await create.mutateAsync(values);
      toaster.create({
        type: "success",
        title: t("invitations.registrations.form.created", { domain: page.emailDomain }),
      });
      reset({ emailDomain: "", accountKey: values.accountKey });
    } catch (error) {
      const key = error instanceof ApiError ? error.errorKey : undefined;
      if (key === "registration-page-exists") {
        setError(
          "emailDomain",
          { message: "forms.errors.emailDomainExists" },
          { shouldFocus: true },
        );
      } else if (key === "email-domain-invalid") {
        setError("emailDomain", { message: "errors.email-domain-invalid" }, { shouldFocus: true });
      } else {
        toaster.create({
          type: "error",
          title: t("invitations.errors.generic"),
          description: t("invitations.errors.genericDescription"),
        });
      }
    }
  });

  return (
    <AccountFormPanel
      titleId="registration-form-title"
      title={t("invitations.registrations.form.title")}
      accounts={accounts}
      onSubmit={onSubmit}
      submit={
        <SubmitButton colorPalette="brand" loading={isSubmitting}>
          <PlusIcon />
          {t("invitations.registrations.form.submit")}
        </SubmitButton>
      }
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={t("invitations.registrations.form.emailDomain")}
          error={errors.emailDomain?.message && t(errors.emailDomain.message)}
          helper={t("invitations.registrations.form.emailDomainHelp")}
          invalid={Boolean(errors.emailDomain)}
          required
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            placeholder={t("invitations.registrations.form.emailDomainPlaceholder")}
            {...register("emailDomain")}
          />
        </FormField>
        <AccountSelectField
          label={t("invitations.registrations.form.account")}
          invalid={Boolean(errors.accountKey)}
          error={errors.accountKey?.message}
          accounts={accounts.data}
          current={accountKey}
          registration={register("accountKey")}
        />
      </SimpleGrid>
    </AccountFormPanel>
  );
}
