/** The pictures of the games that draw them, by ruleset id (domain/rulesets.ts), kept apart from the rules. */
import { HEX_RALLY_ID } from './hex-rally/id.ts';
import { hexRallyPicture } from './hex-rally/picture.ts';
import { LAMBORGHINI_ID } from './lamborghini/id.ts';
import { lamborghiniPicture } from './lamborghini/picture.ts';
import type { AnyPicture } from './race/any-ruleset.ts';
import { aicsPicture } from './speed-circuit/aics/picture.ts';
import { aics } from './speed-circuit/aics/ruleset.ts';
import { classicPicture } from './speed-circuit/classic/picture.ts';
import { classic } from './speed-circuit/classic/ruleset.ts';
import { VEKTORACE_ID } from './vektorace/id.ts';
import { vektoracePicture } from './vektorace/picture.ts';

export const pictures: Record<string, AnyPicture> = {
  [aics.id]: aicsPicture,
  [classic.id]: classicPicture,
  [HEX_RALLY_ID]: hexRallyPicture,
  [LAMBORGHINI_ID]: lamborghiniPicture,
  [VEKTORACE_ID]: vektoracePicture,
};
