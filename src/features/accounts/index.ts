export { useAccountChannels } from "./api/get-account-channels";
export { useSubAccounts } from "./api/get-sub-accounts";
