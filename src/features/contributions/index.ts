export {
  CONTRIBUTIONS_QUERY_KEY,
  contributionKeys,
  replyProblem,
  useContributionMutations,
  useContributionSettings,
  useContributions,
} from "./api/contributions";
export { ContributionsScreen } from "./components/ContributionsScreen";
