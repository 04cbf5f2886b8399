/**
 * Vektorace (../shared/rules/vektorace.md) whole, as what plays races takes it: the game that
 * decides commands (rules.ts) with its referee (referee.ts).
 */
import type { Game } from '../race/game.ts';
import type { Circuit } from './circuit/types.ts';
import type { VektoraceEvent } from './events.ts';
import { vektoraceReferee } from './referee.ts';
import { vektoraceRules } from './rules.ts';
import type { VektoraceSettings } from './settings.ts';
import type { VektoraceState } from './state.ts';

export const vektorace: Game<Circuit, VektoraceState, VektoraceEvent, VektoraceSettings> = { ...vektoraceRules, referee: vektoraceReferee };
