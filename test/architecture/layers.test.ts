/**
 * The layers of functions/ (issue 28): each adapter (the HTTP API, the emailed replies, the step
 * and email queues, the schedule) is a shell over the application layer (`functions/race`), and
 * none imports another; what they stand on (the stores, the emails, the calendar feeds, HTTP's
 * problems, the pictures, the web page, the league channels) imports neither them nor the application layer; only what
 * composes a process (the Lambdas' entry points, local mode, the wiring) takes the adapters together.
 */
import { describe, expect, it } from 'vitest';
import { grouped, importGraph, partOf } from './import-graph.ts';
import { sources } from './sources.ts';

const ADAPTERS = ['functions/api', 'functions/inbound', 'functions/fanout'];
const APPLICATION = 'functions/race';
const COMPOSITION = ['functions/lambdas', 'functions/local', 'functions/wiring.ts'];
const BELOW = [
  'functions/store',
  'functions/notifier',
  'functions/channels',
  'functions/calendar',
  'functions/http',
  'functions/picture',
  'functions/web',
  'functions/env.ts',
];

const parts = grouped(importGraph(), partOf);
const importsOf = (part: string): string[] => parts.get(part) ?? [];

describe('the layers of functions/', () => {
  it('name every part of functions/', () => {
    const named = new Set([...ADAPTERS, APPLICATION, ...COMPOSITION, ...BELOW]);
    expect([...new Set(sources('functions').map(partOf))].filter((part) => !named.has(part))).toEqual([]);
  });

  it.each(ADAPTERS)('%s imports no other adapter and nothing that composes a process', (adapter) => {
    expect(importsOf(adapter).filter((part) => ADAPTERS.includes(part) || COMPOSITION.includes(part))).toEqual([]);
  });

  it('the application layer imports no adapter and nothing that composes a process', () => {
    expect(importsOf(APPLICATION).filter((part) => ADAPTERS.includes(part) || COMPOSITION.includes(part))).toEqual([]);
  });

  it.each(BELOW)('%s imports nothing above it', (part) => {
    expect(importsOf(part).filter((other) => other === APPLICATION || ADAPTERS.includes(other) || COMPOSITION.includes(other))).toEqual([]);
  });
});
