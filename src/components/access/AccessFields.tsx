import {
  Box,
  Checkbox,
  Field,
  Heading,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { type RightName, ROLES, type Role } from "../../../domain/roles";
import {
  type AccessFormValues,
  accessFormForRole,
  COMMENT_FLAGS,
  MANAGEMENT_FLAGS,
  PUBLISH_FLAGS,
} from "../../../domain/user-rights";

export interface AccessChannelOption {
  id: string;
  name: string;
}

/** Hooks a field into a form library: focus on a failed submit, blur validation. */
export interface AccessFieldBinding {
  ref?: Ref<HTMLSelectElement>;
  onBlur?: () => void;
  name?: string;
}

export interface AccessFieldsProps {
  value: AccessFormValues;
  /** Receives the whole next value; a role change already carries that role's defaults. */
  onChange: (next: AccessFormValues) => void;
  /** The account's channels for a Guest; no selector when absent or empty. */
  channels?: readonly AccessChannelOption[];
  /** Error messages as i18n keys (e.g. forms.errors.required). */
  errors?: { role?: string; channelId?: string };
  role?: AccessFieldBinding;
  channelId?: AccessFieldBinding;
  disabled?: boolean;
  /** Prefix for input ids, unique per form on the page. */
  idPrefix?: string;
}

function FlagSection({
  title,
  flags,
  value,
  onToggle,
  disabled,
  testId,
}: {
  title: string;
  flags: readonly RightName[];
  value: AccessFormValues;
  onToggle: (flag: RightName, checked: boolean) => void;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Box as="fieldset" data-testid={testId} borderWidth="1px" borderRadius="l2" px="4" py="3">
      <Heading
        as="legend"
        size="xs"
        px="1"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="0.04em"
      >
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="1">
        {flags.map((flag) => (
          <Checkbox.Root
            key={flag}
            size="sm"
            colorPalette="brand"
            checked={value[flag]}
            disabled={disabled}
            onCheckedChange={(e) => onToggle(flag, e.checked === true)}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput name={`rights.${flag}`} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              <Text as="span" display="block">
                {t(`access.rights.${flag}.label`)}
              </Text>
              <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                {t(`access.rights.${flag}.help`)}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/**
 * The access part of the edit-user and invitation forms: role, a Guest's channel,
 * the publish section for non-Admins, the comments section for Guests and the management
 * section for Users. Controlled: works with plain state or react-hook-form (see
 * useAccessFieldsController).
 */
export function AccessFields({
  value,
  onChange,
  channels,
  errors = {},
  role: roleBinding,
  channelId: channelBinding,
  disabled,
  idPrefix = "access",
}: AccessFieldsProps) {
  const { t } = useTranslation();
  const toggle = (flag: RightName, checked: boolean) => onChange({ ...value, [flag]: checked });
  const isGuest = value.role === "guest";
  const hasChannels = (channels?.length ?? 0) > 0;

  return (
    <Stack gap="4">
      <Field.Root invalid={Boolean(errors.role)} required disabled={disabled}>
        <Field.Label htmlFor={`${idPrefix}-role`}>
          {t("access.role.label")}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id={`${idPrefix}-role`}
            ref={roleBinding?.ref}
            name={roleBinding?.name ?? "rights.role"}
            value={value.role}
            onBlur={roleBinding?.onBlur}
            onChange={(e) => onChange(accessFormForRole(e.currentTarget.value as Role | ""))}
          >
            <option value="" disabled>
              {t("access.role.placeholder")}
            </option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`access.role.${r}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {errors.role ? (
          <Field.ErrorText>{t(errors.role)}</Field.ErrorText>
        ) : (
          value.role !== "" && (
            <Field.HelperText>{t(`access.role.help.${value.role}`)}</Field.HelperText>
          )
        )}
      </Field.Root>

      {isGuest && hasChannels && (
        <Field.Root invalid={Boolean(errors.channelId)} required disabled={disabled}>
          <Field.Label htmlFor={`${idPrefix}-channel`}>
            {t("access.channel.label")}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id={`${idPrefix}-channel`}
              ref={channelBinding?.ref}
              name={channelBinding?.name ?? "rights.channelId"}
              value={value.channelId}
              onBlur={channelBinding?.onBlur}
              onChange={(e) => onChange({ ...value, channelId: e.currentTarget.value })}
            >
              <option value="" disabled>
                {t("access.channel.placeholder")}
              </option>
              {channels?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.channelId ? (
            <Field.ErrorText>{t(errors.channelId)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t("access.channel.help")}</Field.HelperText>
          )}
        </Field.Root>
      )}
      {isGuest && !hasChannels && (
        <Text
          fontSize="sm"
          color={errors.channelId ? "fg.error" : "fg.muted"}
          role={errors.channelId ? "alert" : undefined}
        >
          {t("access.channel.none")}
        </Text>
      )}

      {value.role !== "" && value.role !== "admin" && (
        <FlagSection
          title={t("access.sections.publish")}
          flags={PUBLISH_FLAGS}
          value={value}
          onToggle={toggle}
          disabled={disabled}
          testId="access-publish"
        />
      )}
      {isGuest && (
        <FlagSection
          title={t("access.sections.comments")}
          flags={COMMENT_FLAGS}
          value={value}
          onToggle={toggle}
          disabled={disabled}
          testId="access-comments"
        />
      )}
      {value.role === "user" && (
        <FlagSection
          title={t("access.sections.management")}
          flags={MANAGEMENT_FLAGS}
          value={value}
          onToggle={toggle}
          disabled={disabled}
          testId="access-management"
        />
      )}
    </Stack>
  );
}
