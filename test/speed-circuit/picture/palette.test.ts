import { describe, expect, it } from 'vitest';
import { carStyle, contrast, PALETTE_SIZE } from '../../../domain/speed-circuit/picture/index.ts';

describe('car palette', () => {
  const styles = Array.from({ length: PALETTE_SIZE }, (_, i) => carStyle(i));

  it('gives 26 cars 26 different looks, the first eight differing by colour alone', () => {
    expect(PALETTE_SIZE).toBe(26);
    expect(new Set(styles.map((s) => `${s.fill} ${s.shape}`)).size).toBe(26);
    expect(new Set(styles.slice(0, 8).map((s) => s.fill)).size).toBe(8);
  });

  it('prints each car number with a contrast of at least 4.5:1 (WCAG AA)', () => {
    for (const style of styles) expect(contrast(style.fill, style.text)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });

  it.each([-1, 26, 1.5])('refuses colour index %s', (colour) => {
    expect(() => carStyle(colour)).toThrow(expect.objectContaining({ field: 'colour' }));
  });
});
