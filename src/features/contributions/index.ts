export {
  contributionKeys,
  replyProblem,
} from "./api/contributions";
export { ContributionsScreen } from "./components/ContributionsScreen";
