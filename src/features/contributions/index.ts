export {
  CONTRIBUTIONS_QUERY_KEY,
  contributionKeys,
  replyProblem,
  useContributionMutations,
  useContributionSettings,
  useContributions,
} from "./api";
export { ContributionsScreen } from "./components/ContributionsScreen";
