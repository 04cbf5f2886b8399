/**
 * The resolver Lambda, run by an EventBridge schedule (scheduled.ts), on the backend of
 * functions/wiring.ts.
 */
import { rulesets } from '../../domain/rulesets.ts';
import { BackendEnv, wireAws } from '../wiring.ts';
import { scheduledHandler } from './scheduled.ts';

export const handler = scheduledHandler(wireAws(BackendEnv.parse(process.env), rulesets).resolver);
