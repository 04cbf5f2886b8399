/** The demo race `npm start -- --demo` plays: the AICS game on the small test oval, where cars come round quickly. */
import type { DemoScript } from './race/demo.ts';
import { aicsDemo } from './speed-circuit/aics/demo.ts';

export const demo: DemoScript = aicsDemo;
