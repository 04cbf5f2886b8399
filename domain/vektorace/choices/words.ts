/** The words of Vektorace's choices, one table per language of the emails: questions, options and what each costs, in plain words. */
import type { Language } from '../../race/language.ts';
import type { SuperPower } from '../superpower.ts';
import type { Cost } from '../vectors.ts';

type Side = 'left' | 'right';

interface StartWords {
  points: string;
  pointsHelp: string;
  split(gomma: number, nitro: number): string;
  firstGear: string;
  firstGearHelp: string;
  gear(gear: number): string;
  gearDetail(gear: number): string;
  powers: string;
  powersHelp: string;
  token: Record<SuperPower, { label: string; detail: string }>;
  wanted(powers: readonly SuperPower[]): string;
  noToken: string;
  noTokenWarning: string;
}

interface MoveWords {
  token: string;
  tokenHelp: string;
  shift(gear: number): string;
  cancel(what: 'knock' | 'side' | 'both'): string;
  convert(into: 'gomma' | 'nitro'): string;
  end: string;
  endHelp: string;
  /** Where an end is from the car: units ahead (negative: behind) and to the left (negative: right), and the turn in 45° steps to the left. */
  where(ahead: number, left: number, turn: number): string;
  stop(gear: number, where: string): string;
  offTable(where: string): string;
  giveWay(car: string): string;
  giveWayDetail: string;
  pass(rotate: number): string;
  passDetail: string;
  way: string;
  wayHelp: string;
  placement: Record<'front' | 'front-left' | 'front-right' | 'left' | 'right', string>;
  boost(boost: number, power: 'A' | 'B' | undefined): string;
  cell: Record<'0' | '1' | '-1' | '2' | '-2', string>;
  attack: string;
  attackHelp: string;
  closeUp(car: string): string;
  knock(car: string): string;
  overtake(car: string, place: 'front' | Side): string;
  beside(car: string, blocker: string, side: Side): string;
  sideAttack(car: string): string;
  gear: string;
  gearHelp: string;
  nextGear(gear: number, withG: boolean): string;
  box: string;
  boxLabel: string;
  boxDetail: string;
  refill: string;
  refillHelp: string;
  split(gomma: number, nitro: number): string;
  take: string;
  takeHelp: string;
  restart: string;
  restartHelp: string;
  heading(heading: number): string;
  cost(cost: Cost): string;
  wrongSide: string;
  pitStop: string;
  points(before: Cost, after: Cost): string;
  next(gear: number): string;
  passed(curves: readonly number[]): string;
  lap(laps: number, of: number): string;
  finished: string;
  played(power: string): string;
  refilled(gomma: number, nitro: number): string;
  swapped(power: string | null): string;
  braking: string;
  fallsOff: string;
  loses: string;
  boxBoxCalled: string;
}

export interface ChoiceWords {
  start: StartWords;
  move: MoveWords;
}

const english = (n: number): string => {
  const suffix = n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
};

/** Units to a tenth, as the picture's scale reads: 4, 4.4 (4,4 in Italian); 0 when under a twentieth. */
const tenths = (units: number, point: string): string => String(Math.round(Math.abs(units) * 10) / 10).replace('.', point);

const joined = (parts: readonly string[], and: string): string =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`;

const pointWords = (cost: Cost): string[] => [cost.gomma > 0 ? `${cost.gomma} Gomma` : '', cost.nitro > 0 ? `${cost.nitro} Nitro` : ''].filter(Boolean);

export const CHOICE_WORDS: Record<Language, ChoiceWords> = {
  en: {
    start: {
      points: 'Your 8 points: Gomma and Nitro',
      pointsHelp:
        'Gomma points let you drop more than one gear, end on a black arrow, lay the vector beside the car and brake hard. Nitro points let you climb more than one gear, use the BOOST and overtake under acceleration. A pit stop refills them.',
      split: (gomma, nitro) => `${gomma} Gomma, ${nitro} Nitro`,
      firstGear: 'Gear of the first move',
      firstGearHelp: 'Your car starts from pole: you choose the gear of every car’s first move.',
      gear: (gear) => `${english(gear)} gear`,
      gearDetail: (gear) => `every car makes its first move in ${english(gear)} gear`,
      powers: 'Super Power tokens you want, most wanted first',
      powersHelp:
        'The tokens are chosen from the last car on the grid up to the pole: when your turn comes you take the first one you named that is still free. Name none to take none.',
      token: {
        A: { label: 'A: every end after a BOOST', detail: 'with a BOOST, end on any of the nine places of the 1st gear vector' },
        B: { label: 'B: any BOOST', detail: 'a BOOST of any length in any gear, BOOST 5 included, still for one Nitro point' },
        C: { label: 'C: a spare point', detail: 'counts as one more Gomma or Nitro point, even with none left' },
        D: {
          label: 'D: change gear when your turn starts',
          detail: 'one gear up for a Nitro point or down for a Gomma point, before you move, even when knocked',
        },
        E: { label: 'E: shrug off an attack', detail: 'cancels a knock or a side attack you suffered' },
        F: { label: 'F: take the measure', detail: 'see where each gear would reach before you declare it' },
        G: {
          label: 'G: any change of gear',
          detail: 'when you declare your next gear, any number of gears down for one Gomma point or up for one Nitro point',
        },
        H: { label: 'H: swap a point', detail: 'turns a Nitro point into a Gomma point or the reverse' },
      },
      wanted: (powers) => `Tokens wanted: ${powers.join(', ')}`,
      noToken: 'No Super Power token',
      noTokenWarning: 'You name no token: you will start without a Super Power.',
    },
    move: {
      token: 'Play your Super Power first?',
      tokenHelp: 'Optional: a token played at the start of your turn changes the moves you can make.',
      shift: (gear) => `Token D: move in ${english(gear)} gear instead`,
      cancel: (what) =>
        `Token E: cancel ${what === 'knock' ? 'the knock' : what === 'side' ? 'the side attack' : 'the knock and the side attacks'} you suffered`,
      convert: (into) => (into === 'gomma' ? 'Token H: turn a Nitro point into a Gomma point' : 'Token H: turn a Gomma point into a Nitro point'),
      end: 'Where your car ends its move',
      endHelp: 'Click a purple mark on the picture or pick an end here: every end you can reach in your declared gear, with what the cheapest way there costs.',
      where: (ahead, left, turn) => {
        const along = tenths(ahead, '.') === '0' ? '' : `${tenths(ahead, '.')} ${ahead > 0 ? 'ahead' : 'back'}`;
        const across = tenths(left, '.') === '0' ? '' : `${tenths(left, '.')} to the ${left > 0 ? 'left' : 'right'}`;
        const facing = turn === 0 ? 'same heading' : `turning ${Math.abs(turn) * 45}° ${turn > 0 ? 'left' : 'right'}`;
        return [along, across, facing].filter(Boolean).join(', ');
      },
      stop: (gear, where) => `Emergency stop in ${english(gear)} gear: ${where}`,
      offTable: (where) => `Off the table: ${where}`,
      giveWay: (car) => `Give way to car ${car}`,
      giveWayDetail: 'it moves now, and you right after it',
      pass: (rotate) => (rotate === 0 ? 'Lose the turn' : `Lose the turn, turning 45° ${rotate > 0 ? 'left' : 'right'}`),
      passDetail: 'no move is possible: you restart in 1st gear',
      way: 'How to get there',
      wayHelp: 'Where the vector is laid and the BOOST; the cheapest way is picked for you.',
      placement: {
        front: 'vector in front',
        'front-left': 'vector against the front-left side',
        'front-right': 'vector against the front-right side',
        left: 'vector beside the car on the left',
        right: 'vector beside the car on the right',
      },
      boost: (boost, power) => `BOOST ${boost}${power ? ` with token ${power}` : ''}`,
      cell: { '0': 'front cell', '1': 'front-left cell', '-1': 'front-right cell', '2': 'left cell', '-2': 'right cell' },
      attack: 'Attack after the move?',
      attackHelp: 'Optional: the attacks your car may make from where it ends.',
      closeUp: (car) => `Close up behind car ${car} in its slipstream`,
      knock: (car) => `Knock car ${car}: it may not drop a gear next move`,
      overtake: (car, place) => `Overtake car ${car}, ${place === 'front' ? 'in front of it' : `in front on its ${place}`}`,
      beside: (car, blocker, side) => `Overtake car ${car}, beside car ${blocker} on its ${side}`,
      sideAttack: (car) => `Side attack on car ${car}: it may not use that side next move`,
      gear: 'Gear of your next move',
      gearHelp: 'Declared now, by eye: one gear up or down is free; each gear more costs a point.',
      nextGear: (gear, withG) => `${english(gear)} gear${withG ? ' with token G' : ''}`,
      box: 'BOX-BOX?',
      boxLabel: 'Call BOX-BOX',
      boxDetail: 'you must drive through the pit area; nobody may attack you, and you may not attack nor BOOST',
      refill: 'Pit stop: the points you take',
      refillHelp: 'Split the points this pit stop refills between Gomma and Nitro.',
      split: (gomma, nitro) => `${gomma} Gomma, ${nitro} Nitro`,
      take: 'Super Power token to take',
      takeHelp: 'Your lap ends: you discard your token and take one from the reserve.',
      restart: 'Heading along the edge',
      restartHelp: 'Your car falls off the table and restarts on its edge in 1st gear, facing one way along it.',
      heading: (heading) => `facing ${['right', 'up-right', 'up', 'up-left', 'left', 'down-left', 'down', 'down-right'][heading]} (${heading * 45}°)`,
      cost: (cost) => joined(pointWords(cost), 'and') || 'free',
      wrongSide: 'crosses the inside line: the curve is not passed',
      pitStop: 'the pit stop',
      points: (before, after) => `Gomma ${before.gomma} → ${after.gomma}, Nitro ${before.nitro} → ${after.nitro}`,
      next: (gear) => `next move in ${english(gear)} gear`,
      passed: (curves) => `passes curve${curves.length === 1 ? '' : 's'} ${curves.join(', ')}`,
      lap: (laps, of) => `completes lap ${laps} of ${of}`,
      finished: 'crosses the finish line: finished',
      played: (power) => `plays Super Power token ${power}`,
      refilled: (gomma, nitro) => `pit stop: takes ${gomma} Gomma and ${nitro} Nitro`,
      swapped: (power) => (power === null ? 'discards its token: the reserve is empty' : `takes token ${power} from the reserve`),
      braking: 'An emergency stop: no attack, and no gear up after it.',
      fallsOff: 'Your car falls off the table: it restarts on the edge in 1st gear.',
      loses: 'You lose your turn and restart in 1st gear.',
      boxBoxCalled: 'After BOX-BOX your car must drive through the pit area.',
    },
  },
  it: {
    start: {
      points: 'I tuoi 8 punti: Gomma e Nitro',
      pointsHelp:
        'I punti Gomma servono a scalare più di una marcia, finire su una freccia nera, mettere il vettore di fianco all’auto e inchiodare. I punti Nitro servono a salire di più di una marcia, usare il BOOST e sorpassare in accelerazione. Il pit stop li ricarica.',
      split: (gomma, nitro) => `${gomma} Gomma, ${nitro} Nitro`,
      firstGear: 'Marcia della prima mossa',
      firstGearHelp: 'La tua auto parte in pole: scegli tu la marcia della prima mossa di tutte le auto.',
      gear: (gear) => `${gear}ª marcia`,
      gearDetail: (gear) => `tutte le auto fanno la prima mossa in ${gear}ª`,
      powers: 'Super Poteri che vuoi, dal più voluto',
      powersHelp:
        'I Super Poteri si scelgono dall’ultima auto della griglia fino alla pole: al tuo turno prendi il primo tra quelli indicati ancora libero. Non indicarne nessuno per non prenderne.',
      token: {
        A: { label: 'A: tutti gli arrivi dopo un BOOST', detail: 'con un BOOST, arrivi su uno qualsiasi dei nove posti del vettore della 1ª' },
        B: { label: 'B: qualsiasi BOOST', detail: 'un BOOST di qualsiasi lunghezza in qualsiasi marcia, anche il BOOST 5, sempre per un punto Nitro' },
        C: { label: 'C: un punto di scorta', detail: 'vale un punto Gomma o Nitro in più, anche se sono finiti' },
        D: {
          label: 'D: cambia marcia a inizio turno',
          detail: 'una marcia in su per un punto Nitro o in giù per un punto Gomma, prima di muovere, anche se bussata',
        },
        E: { label: 'E: evita un attacco', detail: 'annulla una bussata o un attacco laterale subito' },
        F: { label: 'F: prendi la misura', detail: 'vedi dove arriverebbe ogni marcia prima di dichiararla' },
        G: {
          label: 'G: qualsiasi cambio di marcia',
          detail: 'dichiarando la marcia seguente, quante marce vuoi in giù per un punto Gomma o in su per un punto Nitro',
        },
        H: { label: 'H: scambia un punto', detail: 'trasforma un punto Nitro in un punto Gomma o il contrario' },
      },
      wanted: (powers) => `Super Poteri voluti: ${powers.join(', ')}`,
      noToken: 'Nessun Super Potere',
      noTokenWarning: 'Non ne indichi nessuno: partirai senza Super Potere.',
    },
    move: {
      token: 'Usi prima il tuo Super Potere?',
      tokenHelp: 'Facoltativo: un Super Potere usato a inizio turno cambia le mosse possibili.',
      shift: (gear) => `Super Potere D: muovi invece in ${gear}ª`,
      cancel: (what) =>
        `Super Potere E: annulla ${what === 'knock' ? 'la bussata subita' : what === 'side' ? 'l’attacco laterale subito' : 'la bussata e gli attacchi laterali subiti'}`,
      convert: (into) => (into === 'gomma' ? 'Super Potere H: un punto Nitro diventa Gomma' : 'Super Potere H: un punto Gomma diventa Nitro'),
      end: 'Dove finisce la mossa della tua auto',
      endHelp:
        'Tocca un segno viola sul disegno o scegli qui un arrivo: tutti quelli raggiungibili nella marcia dichiarata, con il costo della via più economica.',
      where: (ahead, left, turn) => {
        const along = tenths(ahead, ',') === '0' ? '' : `${tenths(ahead, ',')} ${ahead > 0 ? 'avanti' : 'indietro'}`;
        const across = tenths(left, ',') === '0' ? '' : `${tenths(left, ',')} a ${left > 0 ? 'sinistra' : 'destra'}`;
        const facing = turn === 0 ? 'stessa direzione' : `girando di ${Math.abs(turn) * 45}° a ${turn > 0 ? 'sinistra' : 'destra'}`;
        return [along, across, facing].filter(Boolean).join(', ');
      },
      stop: (gear, where) => `Inchiodata in ${gear}ª: ${where}`,
      offTable: (where) => `Fuori dal tavolo: ${where}`,
      giveWay: (car) => `Cedi il passo all’auto ${car}`,
      giveWayDetail: 'muove adesso, e tu subito dopo',
      pass: (rotate) => (rotate === 0 ? 'Perdi il turno' : `Perdi il turno, girando di 45° a ${rotate > 0 ? 'sinistra' : 'destra'}`),
      passDetail: 'nessuna mossa possibile: ripartirai in 1ª',
      way: 'Come arrivarci',
      wayHelp: 'Dove si posa il vettore e il BOOST; la via più economica è già scelta.',
      placement: {
        front: 'vettore davanti',
        'front-left': 'vettore contro il lato anteriore sinistro',
        'front-right': 'vettore contro il lato anteriore destro',
        left: 'vettore di fianco a sinistra',
        right: 'vettore di fianco a destra',
      },
      boost: (boost, power) => `BOOST ${boost}${power ? ` con il Super Potere ${power}` : ''}`,
      cell: { '0': 'casella davanti', '1': 'casella avanti a sinistra', '-1': 'casella avanti a destra', '2': 'casella a sinistra', '-2': 'casella a destra' },
      attack: 'Attacchi dopo la mossa?',
      attackHelp: 'Facoltativo: gli attacchi possibili da dove arriva la tua auto.',
      closeUp: (car) => `Accodati in scia all’auto ${car}`,
      knock: (car) => `Bussa all’auto ${car}: alla prossima mossa non potrà scalare`,
      overtake: (car, place) =>
        `Sorpassa l’auto ${car}, ${place === 'front' ? 'davanti a lei' : `davanti sulla sua ${place === 'left' ? 'sinistra' : 'destra'}`}`,
      beside: (car, blocker, side) => `Sorpassa l’auto ${car}, di fianco all’auto ${blocker} sulla sua ${side === 'left' ? 'sinistra' : 'destra'}`,
      sideAttack: (car) => `Attacco laterale all’auto ${car}: alla prossima mossa non potrà usare quel lato`,
      gear: 'Marcia della prossima mossa',
      gearHelp: 'Si dichiara ora, a occhio: una marcia su o giù è gratis; ogni marcia in più costa un punto.',
      nextGear: (gear, withG) => `${gear}ª${withG ? ' con il Super Potere G' : ''}`,
      box: 'BOX-BOX?',
      boxLabel: 'Chiama BOX-BOX',
      boxDetail: 'devi passare dall’area dei box; nessuno può attaccarti, e tu non puoi attaccare né usare il BOOST',
      refill: 'Pit stop: i punti che prendi',
      refillHelp: 'Dividi tra Gomma e Nitro i punti che questo pit stop ricarica.',
      split: (gomma, nitro) => `${gomma} Gomma, ${nitro} Nitro`,
      take: 'Super Potere da prendere',
      takeHelp: 'Il tuo giro finisce: scarti il tuo Super Potere e ne prendi uno dalla riserva.',
      restart: 'Direzione lungo il bordo',
      restartHelp: 'La tua auto esce dal tavolo e riparte dal bordo in 1ª, in una delle due direzioni lungo il bordo.',
      heading: (heading) =>
        `rivolta ${['a destra', 'in alto a destra', 'in alto', 'in alto a sinistra', 'a sinistra', 'in basso a sinistra', 'in basso', 'in basso a destra'][heading]} (${heading * 45}°)`,
      cost: (cost) => joined(pointWords(cost), 'e') || 'gratis',
      wrongSide: 'passa la linea interna: la curva non è superata',
      pitStop: 'il pit stop',
      points: (before, after) => `Gomma ${before.gomma} → ${after.gomma}, Nitro ${before.nitro} → ${after.nitro}`,
      next: (gear) => `prossima mossa in ${gear}ª`,
      passed: (curves) => `supera la curv${curves.length === 1 ? 'a' : 'e'} ${curves.join(', ')}`,
      lap: (laps, of) => `completa il giro ${laps} di ${of}`,
      finished: 'taglia il traguardo: arrivata',
      played: (power) => `usa il Super Potere ${power}`,
      refilled: (gomma, nitro) => `pit stop: prende ${gomma} punti Gomma e ${nitro} Nitro`,
      swapped: (power) => (power === null ? 'scarta il Super Potere: la riserva è vuota' : `prende il Super Potere ${power} dalla riserva`),
      braking: 'Un’inchiodata: nessun attacco, e nessuna marcia in su dopo.',
      fallsOff: 'La tua auto esce dal tavolo: riparte dal bordo in 1ª.',
      loses: 'Perdi il turno e riparti in 1ª.',
      boxBoxCalled: 'Dopo il BOX-BOX la tua auto deve passare dall’area dei box.',
    },
  },
};
