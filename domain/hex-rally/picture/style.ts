/** The picture's style sheet: every size a fraction of a hex's radius, the fonts those resvg is given (DejaVu Sans). */
import { chequeredLineStyle, chequerRingStyle } from '../../picture/chequer.ts';
import { cssLength } from '../../picture/svg.ts';
import { RADIUS } from './geometry.ts';
import { CHEQUER } from './marks.ts';

const u = (factor: number): string => cssLength(factor * RADIUS);

/** Font sizes, as fractions of a hex's radius: a hex id fits across its hex. */
export const FONT = { title: 1, id: 0.43, slot: 0.5, number: 0.62, legend: 0.6 } as const;

export const STYLE = [
  `.page{fill:#ffffff}`,
  `.title{font-size:${u(FONT.title)};font-weight:bold;fill:#1c1917}`,
  `.hex{fill:#f5f5f4;stroke:#a8a29e;stroke-width:${u(0.05)}}`,
  `.slot{fill:#dbeafe}`,
  `.wall{fill:#a8a29e;stroke:#78716c;stroke-width:${u(0.05)}}`,
  `.id{font-size:${u(FONT.id)};fill:#44403c;text-anchor:middle;paint-order:stroke;stroke:#f5f5f4;stroke-width:${u(0.08)};stroke-linejoin:round}`,
  `.slot-number{font-size:${u(FONT.slot)};font-weight:bold;fill:#1e3a8a;text-anchor:middle}`,
  `.facing{fill:#1e3a8a}`,
  `.finish .base{stroke:#ffffff;stroke-width:${u(0.34)};stroke-linecap:square}`,
  chequeredLineStyle(CHEQUER),
  `.path{fill:none;stroke-width:${u(0.17)};stroke-linejoin:round;stroke-linecap:round}`,
  `.path-casing{fill:none;stroke:#1c1917;stroke-opacity:0.55;stroke-width:${u(0.28)};stroke-linejoin:round;stroke-linecap:round}`,
  `.step{stroke:#1c1917;stroke-width:${u(0.04)}}`,
  `.nose{fill:#1c1917;stroke:#ffffff;stroke-width:${u(0.06)};stroke-linejoin:round}`,
  `.body{stroke:#1c1917;stroke-width:${u(0.05)}}`,
  `.faded{fill-opacity:0.45}`,
  `.number{font-size:${u(FONT.number)};font-weight:bold;text-anchor:middle}`,
  `.number.small{font-size:${u(0.46)}}`,
  `.drift,.skid{fill:#ffffff;stroke:#1c1917;stroke-width:${u(0.09)};stroke-dasharray:${u(0.2)} ${u(0.13)}}`,
  ...chequerRingStyle(CHEQUER),
  `.cross-casing{stroke:#ffffff;stroke-width:${u(0.3)};stroke-linecap:round}`,
  `.cross{stroke:#b91c1c;stroke-width:${u(0.17)};stroke-linecap:round}`,
  `.words{font-size:${u(FONT.legend)};fill:#1c1917}`,
].join('');
