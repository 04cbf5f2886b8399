/**
 * The emails' pictures drawn on threads of their own (local mode under load): the same PNG as in
 * this thread, to the byte, and a failure that names what went wrong rather than a lost answer.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getCircuit } from '../../domain/speed-circuit/circuit/index.ts';
import { renderRace } from '../../domain/speed-circuit/picture/index.ts';
import { startPictureThreads } from '../../functions/local/pictureThreads.ts';
import { svgToPng } from '../../functions/picture/png.ts';
import { threeCars } from '../speed-circuit/picture/fixtures.ts';

const threads = startPictureThreads(2);
afterAll(() => threads.stop());

describe('picture threads', () => {
  it('draw the same PNG as this thread, for pictures sent at once to both threads', async () => {
    const monza = getCircuit('monza');
    const svgs = ['1', '2', '3'].map((car) => renderRace(getCircuit('test-oval'), threeCars, { focus: [car], title: `around ${car}` }));
    svgs.push(renderRace(monza, { turn: 0, cars: [] }));
    const drawn = await Promise.all(svgs.map((svg) => threads.rasterise(svg, { scale: 1, palette: true })));
    for (const [i, svg] of svgs.entries()) expect(Buffer.from(drawn[i]!).equals(Buffer.from(await svgToPng(svg, { scale: 1, palette: true })))).toBe(true);
  });

  it('fail a picture that cannot be drawn with the renderer’s reason, and draw the next one', async () => {
    await expect(threads.rasterise('<svg', {})).rejects.toThrow(/the picture thread failed: .*root/);
    expect((await threads.rasterise(renderRace(getCircuit('test-oval'), threeCars))).byteLength).toBeGreaterThan(1000);
  });
});
