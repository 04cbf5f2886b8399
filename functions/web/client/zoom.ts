/**
 * Zooming the circuit picture: on a phone the whole of Monza is too small to read, so the picture
 * grows inside its frame, which scrolls (and pans under a finger) while the page stays put. The
 * point at the middle of the frame stays in the middle as the picture grows or shrinks.
 */
import { byId } from './dom.ts';

const ZOOMS = [1, 1.5, 2, 3, 4];

export function setUpZoom(): void {
  const frame = byId('picture-frame');
  const zoomIn = byId<HTMLButtonElement>('zoom-in');
  const zoomOut = byId<HTMLButtonElement>('zoom-out');
  let level = 0;
  const show = (next: number) => {
    const from = ZOOMS[level] ?? 1;
    const to = ZOOMS[next] ?? 1;
    const middle = { x: frame.scrollLeft + frame.clientWidth / 2, y: frame.scrollTop + frame.clientHeight / 2 };
    level = next;
    frame.style.setProperty('--zoom', String(to));
    frame.scrollLeft = (middle.x * to) / from - frame.clientWidth / 2;
    frame.scrollTop = (middle.y * to) / from - frame.clientHeight / 2;
    zoomIn.disabled = level === ZOOMS.length - 1;
    zoomOut.disabled = level === 0;
  };
  zoomIn.addEventListener('click', () => show(Math.min(ZOOMS.length - 1, level + 1)));
  zoomOut.addEventListener('click', () => show(Math.max(0, level - 1)));
}
