/** The auditor's command line: `npm run audit -- <export file or race URL>`. */
import { rulesets } from '../../domain/rulesets.ts';
import { runAudit } from './cli.ts';

process.exitCode = await runAudit(process.argv.slice(2), rulesets, { out: console.log, err: console.error });
