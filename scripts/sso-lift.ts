/**
 * `npm run sso:lift -- <accountKey.domain>`: lifts "Require Google/Microsoft sign-in" for one
 * account, on the database the server uses (DATABASE_URL, else PGlite under DATA_DIR). With
 * PGlite, stop the server first: only one process may open its data directory.
 */
import { liftSsoEnforcement } from "../server/auth/sso-lift";
import { ConfigError, loadConfig } from "../server/config";
import { openDatabase } from "../server/db/open";

const USAGE = "Usage: npm run sso:lift -- <accountKey.domain>   (for example newsroom.demo)";

async function main(args: string[]): Promise<number> {
  const [host] = args;
  if (!host || args.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const handle = await openDatabase(loadConfig(process.env));
  try {
    const result = await liftSsoEnforcement(handle.db, host);
    if (!result.ok) {
      const why =
        result.reason === "invalid-host" ? "is not accountKey.domain" : "names no account";
      process.stderr.write(`"${host}" ${why}.\n${USAGE}\n`);
      return 1;
    }
    const what =
      result.lifted.length > 0
        ? `lifted the ${result.lifted.join(" and ")} sign-in requirement`
        : "nothing to lift: no sign-in method was required";
    process.stdout.write(`${host}: ${what}. Members may sign in with their passwords.\n`);
    return 0;
  } finally {
    await handle.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
