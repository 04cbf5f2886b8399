/** The refold's command line: `npm run refold -- <raceId> [--table <name>] [--endpoint <url>] [--dry-run]` (cli.ts). */
import { rulesets } from '../../domain/rulesets.ts';
import { runRefold } from './cli.ts';

// Node 20 is what local mode supports (TOOLCHAIN.md); the SDK's notice about it is for deployments.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

process.exitCode = await runRefold(process.argv.slice(2), rulesets, { out: console.log, err: console.error });
