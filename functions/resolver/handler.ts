/**
 * What the resolver Lambda answers, apart from where its clients come from: an EventBridge
 * scheduled event plays every due step (scheduled.ts); an HTTP API event is one of the routes
 * whose commits announce something (infra/stack.ts), served by the API's own app so that it
 * answers exactly as in local mode.
 */
import { handle, type LambdaEvent } from 'hono/aws-lambda';
import { type ApiDeps, createApp } from '../api/app.ts';
import type { Resolver } from './resolver.ts';
import { type ScheduledEvent, scheduledHandler } from './scheduled.ts';

export function resolverHandler(backend: Omit<ApiDeps, 'resolver' | 'webAssets'> & { resolver: Resolver }) {
  const http = handle(createApp(backend));
  const scheduled = scheduledHandler(backend.resolver);
  return (event: LambdaEvent | ScheduledEvent) => ('requestContext' in event ? http(event) : scheduled(event));
}
