/** A tiny decider for store tests: commands add a number, the state keeps the sum and who added. */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';

export const CounterEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Added'), by: z.string(), amount: z.number().int() }),
  z.object({ type: z.literal('Noted'), text: z.string() }),
]);
export type CounterEvent = z.infer<typeof CounterEvent>;

export const CounterState = z.object({ total: z.number().int(), by: z.array(z.string()) });
export type CounterState = z.infer<typeof CounterState>;

export const initial: CounterState = { total: 0, by: [] };

export const evolve = (state: CounterState, event: CounterEvent): CounterState =>
  event.type === 'Added' ? { total: state.total + event.amount, by: [...state.by, event.by] } : state;

export const added = (by: string, amount = 1): CounterEvent => ({ type: 'Added', by, amount });

/** Counts the items and requests of every Query the client sends until `stop()`. */
export function countQueries(client: DynamoDBClient) {
  const name = `countQueries-${Math.random()}`;
  const counts = { requests: 0, items: 0, stop: () => client.middlewareStack.remove(name) };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (context.commandName === 'QueryCommand') {
        counts.requests += 1;
        counts.items += (result.output as { Count?: number }).Count ?? 0;
      }
      return result;
    },
    { step: 'initialize', name },
  );
  return counts;
}
