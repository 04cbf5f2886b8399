/** The picture's style sheet: every size a fraction of a unit (a car's width), the fonts those resvg is given (DejaVu Sans). */
import { chequeredLineStyle, chequerRingStyle } from '../../picture/chequer.ts';
import { cssLength } from '../../picture/svg.ts';
import { UNIT } from './layout.ts';
import { CHEQUER } from './marks.ts';

const u = (factor: number): string => cssLength(factor * UNIT);

/** Font sizes, as fractions of a unit: a car's number fits across its base, a curve's across its token. */
export const FONT = { title: 1, number: 0.56, curve: 0.78, scale: 0.5, legend: 0.62 } as const;

export const STYLE = [
  `.page{fill:#ffffff}`,
  `.title{font-size:${u(FONT.title)};font-weight:bold;fill:#1c1917}`,
  `.table{fill:#f5f5f4;stroke:#44403c;stroke-width:${u(0.08)}}`,
  `.grid{fill:none;stroke:#e7e5e4;stroke-width:${u(0.03)}}`,
  `.grid.major{stroke:#d6d3d1;stroke-width:${u(0.05)}}`,
  `.scale-number{font-size:${u(FONT.scale)};fill:#78716c;text-anchor:middle}`,
  `.pit-area{fill:#fef3c7;stroke:#d97706;stroke-width:${u(0.04)}}`,
  `.pit-line{stroke:#b45309;stroke-width:${u(0.1)};stroke-dasharray:${u(0.25)} ${u(0.15)}}`,
  `.pit-wall{fill:#57534e;stroke:#292524;stroke-width:${u(0.04)}}`,
  `.pit-label{font-size:${u(0.9)};font-weight:bold;fill:#b45309;fill-opacity:0.6;text-anchor:middle}`,
  `.finish .base{stroke:#ffffff;stroke-width:${u(0.36)};stroke-linecap:square}`,
  chequeredLineStyle(CHEQUER),
  `.pole{stroke:#15803d;stroke-opacity:0.8;stroke-width:${u(0.08)};stroke-dasharray:${u(0.06)} ${u(0.12)};stroke-linecap:round}`,
  `.race-direction,.way-round{fill:#1e3a8a;stroke:#ffffff;stroke-width:${u(0.04)}}`,
  `.gate{stroke:#1e3a8a;stroke-opacity:0.55;stroke-width:${u(0.06)};stroke-dasharray:${u(0.12)} ${u(0.2)}}`,
  `.inside-line{stroke:#dc2626;stroke-width:${u(0.12)};stroke-dasharray:${u(0.3)} ${u(0.15)}}`,
  `.disc{fill:#ffffff;stroke:#ffffff;stroke-width:${u(0.22)}}`,
  `.kerb{fill:none;stroke:#dc2626;stroke-width:${u(0.22)};stroke-dasharray:${u(0.24)}}`,
  `.curve-number{font-size:${u(FONT.curve)};font-weight:bold;fill:#1c1917;text-anchor:middle}`,
  `.vector{fill-opacity:0.3;stroke-width:${u(0.06)};stroke-linejoin:round}`,
  `.vector.boost{fill-opacity:0.18;stroke-dasharray:${u(0.2)} ${u(0.1)}}`,
  `.vector-casing{fill:none;stroke:#1c1917;stroke-opacity:0.5;stroke-width:${u(0.12)};stroke-linejoin:round}`,
  `.cell{fill-opacity:0.8}`,
  `.start{fill:none;stroke-width:${u(0.05)};stroke-dasharray:${u(0.1)} ${u(0.08)}}`,
  `.relocation{stroke:#1c1917;stroke-width:${u(0.07)};stroke-dasharray:${u(0.15)} ${u(0.1)}}`,
  `.base{stroke:#1c1917;stroke-width:${u(0.05)};stroke-linejoin:round}`,
  `.faded{fill-opacity:0.45}`,
  `.front{stroke:#ffffff;stroke-width:${u(0.12)};stroke-linecap:round}`,
  `.nose{fill:#1c1917;stroke:#ffffff;stroke-width:${u(0.05)};stroke-linejoin:round}`,
  `.number{font-size:${u(FONT.number)};font-weight:bold;text-anchor:middle}`,
  `.number.small{font-size:${u(0.42)}}`,
  ...chequerRingStyle(CHEQUER),
  `.cross-casing{stroke:#ffffff;stroke-width:${u(0.26)};stroke-linecap:round}`,
  `.cross{stroke:#b91c1c;stroke-width:${u(0.14)};stroke-linecap:round}`,
  `.end{cursor:pointer}`,
  `.end-mark{fill:#7c3aed;stroke:#ffffff;stroke-width:${u(0.04)};stroke-linejoin:round}`,
  // An end's cell only shows where the car's base would stand: a click goes through the cells of the ends drawn after it to the dart it means.
  `.end-cell{fill:#7c3aed;fill-opacity:0.06;stroke:#7c3aed;stroke-opacity:0.6;stroke-width:${u(0.04)};stroke-dasharray:${u(0.1)} ${u(0.06)};pointer-events:none}`,
  `.words{font-size:${u(FONT.legend)};fill:#1c1917}`,
].join('');
