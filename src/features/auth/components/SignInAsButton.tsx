import { Button, type ButtonProps, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../../domain/paths";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { SignInAsIcon } from "../../../components/icons";
import { toaster } from "../../../components/toaster";
import { ApiError } from "../../../lib/api-client";
import { useLocalize } from "../../../lib/use-locale";
import { signInAs } from "../api/sign-in-as";

export interface SignInAsButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  /** The account the user is administered in: accountKey.accountDomain. */
  host: string;
  userId: string;
  userName: string;
}

/**
 * "Sign in as" for administrators: asks first, then opens the auto-login page in this tab
 * with the temporary token in the hash (never sent to a server, dropped from history there).
 */
export function SignInAsButton({ host, userId, userName, ...buttonProps }: SignInAsButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      const { jwt } = await signInAs(host, userId);
      setOpen(false);
      navigate(`${localize(paths.autoLogin)}#token=${encodeURIComponent(jwt)}`);
    } catch (error) {
      const key =
        error instanceof ApiError && error.errorKey ? error.errorKey : "sign-in-as-failed";
      toaster.create({
        type: "error",
        title: t("errors.sign-in-as-failed"),
        description: key === "sign-in-as-failed" ? undefined : t(`errors.${key}`),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={t("signInAs.buttonLabel", { name: userName })}
        {...buttonProps}
      >
        <SignInAsIcon />
        {t("signInAs.button")}
      </Button>
      <ConfirmDialog
        open={open}
        title={t("signInAs.confirm.title", { name: userName })}
        description={
          <Text color="fg.muted">
            <Trans
              i18nKey="signInAs.confirm.description"
              values={{ name: userName }}
              components={{ strong: <Text as="strong" color="fg" fontWeight="semibold" /> }}
            />
          </Text>
        }
        confirmText={t("signInAs.confirm.confirm")}
        cancelText={t("signInAs.confirm.cancel")}
        loading={pending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
