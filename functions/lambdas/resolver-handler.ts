/**
 * What the resolver Lambda answers, apart from where its clients come from: an EventBridge
 * scheduled event hands every due step to the fan-out (scheduled.ts); an HTTP API event is one of the routes
 * whose commits announce something (infra/stack.ts), served by the API's own app so that it
 * answers exactly as in local mode.
 */
import { handle, type LambdaEvent } from 'hono/aws-lambda';
import { type ApiDeps, createApp } from '../api/app.ts';
import { type ScheduledEvent, scheduledHandler } from '../fanout/scheduled.ts';
import type { Fanout } from '../race/fanout.ts';
import type { Resolver } from '../race/resolver.ts';

export function resolverHandler(backend: Omit<ApiDeps, 'resolver' | 'webAssets'> & { resolver: Resolver; dispatcher: Pick<Fanout, 'dispatch'> }) {
  const http = handle(createApp(backend));
  const scheduled = scheduledHandler(backend.dispatcher);
  return (event: LambdaEvent | ScheduledEvent) => ('requestContext' in event ? http(event) : scheduled(event));
}
