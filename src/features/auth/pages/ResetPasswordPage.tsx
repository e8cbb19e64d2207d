import { Button, Card, Field, Input, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../../../../domain/constants";
import { paths } from "../../../../domain/paths";
import { FormAlert } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { passwordsMatch, ZNewPassword, ZRepeatPassword } from "../../../lib/password-fields";
import { useLocalize } from "../../../lib/use-locale";
import { useZodForm } from "../../../lib/use-zod-form";
import { completePasswordReset } from "../api/password-reset";
import { AuthHeading, BackToLogin } from "../components/AuthHeading";
import { failureKey } from "../lib/failure-key";

const ZResetForm = z
  .object({
    password: ZNewPassword,
    repeatPassword: ZRepeatPassword,
  })
  .refine(...passwordsMatch);

/** Step two of a password reset, from the emailed link: a new password, twice. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { accountDomain = "", confirmationCode = "" } = useParams();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(ZResetForm, { mode: "onBlur" });
  const { register, handleSubmit } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await completePasswordReset(accountDomain, confirmationCode, values);
      setDone(true);
    } catch (error) {
      setFailure(t(failureKey(error, "auth.reset.error")));
    }
  });

  const message = (key: string | undefined) =>
    key ? t(key, { length: PASSWORD_MIN_LENGTH }) : undefined;

  return (
    <Card.Root maxWidth="md" mx="auto" variant="outline" borderRadius="l3">
      <Card.Body p={{ base: "6", md: "8" }}>
        <Stack gap="5">
          <AuthHeading
            title={t("auth.reset.title")}
            subtitle={
              done
                ? t("auth.reset.done")
                : t("auth.reset.subtitle", { length: PASSWORD_MIN_LENGTH })
            }
          />
          <FormAlert message={failure} />
          {done ? (
            <Button asChild colorPalette="brand">
              <RouterLink to={localize(paths.login)}>{t("auth.login.submit")}</RouterLink>
            </Button>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="4">
                <Field.Root invalid={Boolean(errors.password)} required>
                  <Field.Label>{t("auth.reset.newPassword")}</Field.Label>
                  <Input type="password" autoComplete="new-password" {...register("password")} />
                  <Field.ErrorText>{message(errors.password?.message)}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.repeatPassword)} required>
                  <Field.Label>{t("auth.reset.repeatPassword")}</Field.Label>
                  <Input
                    type="password"
                    autoComplete="new-password"
                    {...register("repeatPassword")}
                  />
                  <Field.ErrorText>{message(errors.repeatPassword?.message)}</Field.ErrorText>
                </Field.Root>
                <SubmitButton colorPalette="brand" size="lg" loading={isSubmitting}>
                  {t("auth.reset.submit")}
                </SubmitButton>
              </Stack>
            </form>
          )}
          <BackToLogin />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
