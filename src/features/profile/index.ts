export {
  PROFILE_QUERY_KEY,
  profileOverviewQuery,
  useProfileOverview,
} from "./api/get-profile-overview";
export { type CurrentAccount, useCurrentAccount } from "./hooks/use-current-account";
export { useProfileDialog } from "./hooks/use-profile-dialog";
export { findAccountDto, mainAccess } from "./lib/account-access";
