import { Box, Checkbox, Field, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
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
import { LabelledSelect } from "../LabelledSelect";

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

/** A required select whose placeholder cannot be chosen again, with its error or help below. */
function RequiredSelect({
  id,
  label,
  placeholder,
  options,
  binding,
  name,
  value,
  onChange,
  error,
  help,
  disabled,
}: {
  id: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  binding?: AccessFieldBinding;
  /** The field's name when no form library binds it. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** An i18n key. */
  error?: string;
  help?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <LabelledSelect
      invalid={Boolean(error)}
      required
      disabled={disabled}
      label={label}
      placeholder={placeholder}
      options={options}
      select={{
        id,
        ref: binding?.ref,
        name: binding?.name ?? name,
        value,
        onBlur: binding?.onBlur,
        onChange: (e) => onChange(e.currentTarget.value),
      }}
      below={
        error ? (
          <Field.ErrorText>{t(error)}</Field.ErrorText>
        ) : (
          help && <Field.HelperText>{help}</Field.HelperText>
        )
      }
    />
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
      <RequiredSelect
        id={`${idPrefix}-role`}
        label={t("access.role.label")}
        placeholder={t("access.role.placeholder")}
        options={ROLES.map((r) => ({ value: r, label: t(`access.role.${r}`) }))}
        binding={roleBinding}
        name="rights.role"
        value={value.role}
        onChange={(role) => onChange(accessFormForRole(role as Role | ""))}
        error={errors.role}
        help={value.role !== "" ? t(`access.role.help.${value.role}`) : undefined}
        disabled={disabled}
      />
      {isGuest && hasChannels && (
        <RequiredSelect
          id={`${idPrefix}-channel`}
          label={t("access.channel.label")}
          placeholder={t("access.channel.placeholder")}
          options={(channels ?? []).map((c) => ({ value: c.id, label: c.name }))}
          binding={channelBinding}
          name="rights.channelId"
          value={value.channelId}
          onChange={(channelId) => onChange({ ...value, channelId })}
          error={errors.channelId}
          help={t("access.channel.help")}
          disabled={disabled}
        />
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

      {(
        [
          ["publish", PUBLISH_FLAGS, value.role !== "" && value.role !== "admin"],
          ["comments", COMMENT_FLAGS, isGuest],
          ["management", MANAGEMENT_FLAGS, value.role === "user"],
        ] as const
      ).map(
        ([section, flags, shown]) =>
          shown && (
            <FlagSection
              key={section}
              title={t(`access.sections.${section}`)}
              flags={flags}
              value={value}
              onToggle={toggle}
              disabled={disabled}
              testId={`access-${section}`}
            />
          ),
      )}
    </Stack>
  );
}
