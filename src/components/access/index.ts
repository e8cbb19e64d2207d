/** Shared access fields (role, guest channel, rights) for the edit-user and invitation forms. */
export { type AccessChannelOption, AccessFields } from "./AccessFields";
export { REQUIRED_MESSAGE, ZAccessFormValues } from "./access-schema";
export { useAccessFieldsController } from "./use-access-fields-controller";
