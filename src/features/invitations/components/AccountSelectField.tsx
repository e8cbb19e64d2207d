import { Field, NativeSelect, Skeleton } from "@chakra-ui/react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { InvitableAccount } from "../../../../domain/schemas/invitation";
import { AccountOptions } from "./AccountOptions";

export interface AccountSelectFieldProps {
  label: string;
  /** Translation key of the field's error, if any. */
  error: string | undefined;
  invalid: boolean;
  accounts: readonly InvitableAccount[] | undefined;
  /** The page's own account, preselected. */
  current: string;
  registration: UseFormRegisterReturn;
}

/** The required account selector; a skeleton holds its place until the accounts load. */
export function AccountSelectField({
  label,
  error,
  invalid,
  accounts,
  current,
  registration,
}: AccountSelectFieldProps) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={invalid} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {accounts ? (
        <NativeSelect.Root>
          <NativeSelect.Field {...registration}>
            <AccountOptions
              accounts={accounts}
              current={current}
              placeholder={t("invitations.form.accountPlaceholder")}
            />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Skeleton height="10" borderRadius="l2" />
      )}
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
