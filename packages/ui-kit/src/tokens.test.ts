import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BRANDS,
  brandColors,
  dangerText,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  HEADER_HEIGHT,
  lineHeight,
  MOBILE_BREAKPOINT,
  neutrals,
  overlayColor,
  radius,
  SPACE_STEPS,
  shadowModal,
  space,
  statusColors,
  THEMES,
  TOAST_OFFSET_TOP,
  zIndex,
} from './tokens';

// A path, not a URL: under jsdom the global URL is not the one node:fs accepts.
const srcDir = dirname(fileURLToPath(import.meta.url));
const css = readFileSync(join(srcDir, 'styles.css'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ');

/** The custom properties declared in the first block whose selector list is exactly `selector`. */
function declarations(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no block for ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const out = new Map<string, string>();
  for (const declaration of body.split(';')) {
    const colon = declaration.indexOf(':');
    const name = declaration.slice(0, colon).trim();
    if (name.startsWith('--')) out.set(name, declaration.slice(colon + 1).trim());
  }
  return out;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Colours compare case-insensitively: the formatter lower-cases hex digits in CSS, tokens.ts writes them upper. */
function expectColor(block: Map<string, string>, property: string, value: string) {
  expect(block.get(property)?.toLowerCase(), property).toBe(value.toLowerCase());
}

/** WCAG 2 relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('both brands meet WCAG AA (4.5:1 for text)', () => {
  it.each(BRANDS)('%s: text on the accent fill, normal and under the pointer', (brand) => {
    const colors = brandColors[brand];
    expect(contrast(colors.onAccent, colors.accentFill)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.onAccent, colors.accentFillHover)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(BRANDS)('%s: accent text on every background and surface of each theme', (brand) => {
    for (const theme of THEMES) {
      const { background, surface, raised } = neutrals[theme];
      for (const behind of [background, surface, raised]) {
        expect(contrast(brandColors[brand].accentText[theme], behind), `${theme} on ${behind}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
  });

  it('muted text on every background and surface of each theme', () => {
    for (const theme of THEMES) {
      const { background, surface, raised, muted } = neutrals[theme];
      for (const behind of [background, surface, raised]) expect(contrast(muted, behind)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('danger: text on the danger fill, and danger text on every background of each theme', () => {
    expect(contrast(statusColors.onStatus, statusColors.dangerFill)).toBeGreaterThanOrEqual(4.5);
    for (const theme of THEMES) {
      const { background, surface, raised } = neutrals[theme];
      for (const behind of [background, surface, raised]) {
        expect(contrast(dangerText[theme], behind), `${theme} on ${behind}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('dark-theme text steps stay readable on a hovered menu item (text at 8 % over the raised surface)', () => {
    const hovered = '#2F3238';
    for (const brand of BRANDS)
      expect(contrast(brandColors[brand].accentText.dark, hovered)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dangerText.dark, hovered)).toBeGreaterThanOrEqual(4.5);
  });

  it('the brand accents alone fall short for text, which is why the fill and text steps exist', () => {
    expect(contrast(brandColors.overseas.onAccent, brandColors.overseas.accent)).toBeLessThan(4.5);
    expect(contrast(brandColors.domestic.accent, neutrals.dark.surface)).toBeLessThan(4.5);
  });
});

describe('tokens.ts and styles.css declare the same values', () => {
  const root = declarations(':root');

  it('brand accents', () => {
    const domestic = declarations(':root, html[data-brand="domestic"]');
    const overseas = declarations('html[data-brand="overseas"]');
    for (const [brand, block] of [
      ['domestic', domestic],
      ['overseas', overseas],
    ] as const) {
      expectColor(block, '--fw-accent', brandColors[brand].accent);
      expectColor(block, '--fw-accent-hover', brandColors[brand].accentHover);
      expectColor(block, '--fw-on-accent', brandColors[brand].onAccent);
      expectColor(block, '--fw-accent-fill', brandColors[brand].accentFill);
      expectColor(block, '--fw-accent-fill-hover', brandColors[brand].accentFillHover);
      expectColor(block, '--fw-accent-text', brandColors[brand].accentText.dark);
    }
    expectColor(declarations('.fw-theme-light'), '--fw-accent-text', brandColors.domestic.accentText.light);
    for (const brand of BRANDS) {
      expectColor(
        declarations(`html[data-brand="${brand}"] .fw-theme-light, html[data-brand="${brand}"].fw-theme-light`),
        '--fw-accent-text',
        brandColors[brand].accentText.light,
      );
    }
    expect(brandColors.domestic.accent).toBe('#7C5CFF');
    expect(brandColors.overseas.accent).toBe('#3D7BFF');
  });

  it('neutrals of the dark default and the light theme class', () => {
    const light = declarations('.fw-theme-light');
    for (const [key, value] of Object.entries(neutrals.dark)) expectColor(root, `--fw-color-${key}`, value);
    for (const [key, value] of Object.entries(neutrals.light)) expectColor(light, `--fw-color-${key}`, value);
  });

  it('status colours and the overlay', () => {
    for (const [key, value] of Object.entries(statusColors)) expectColor(root, `--fw-color-${kebab(key)}`, value);
    expectColor(root, '--fw-color-danger-text', dangerText.dark);
    expectColor(declarations('.fw-theme-light'), '--fw-color-danger-text', dangerText.light);
    expectColor(root, '--fw-overlay', overlayColor);
  });

  it('type scale, font stack and weights', () => {
    expect(root.get('--fw-font-family')).toBe(fontFamily);
    for (const [key, value] of Object.entries(fontSize)) expect(root.get(`--fw-font-size-${key}`)).toBe(`${value}px`);
    for (const [key, value] of Object.entries(lineHeight))
      expect(root.get(`--fw-line-height-${key}`)).toBe(String(value));
    for (const [key, value] of Object.entries(fontWeight))
      expect(root.get(`--fw-font-weight-${key}`)).toBe(String(value));
    expect(fontSize.base).toBe(14);
    expect([fontSize.h3, fontSize.h2, fontSize.h1]).toEqual([20, 24, 32]);
  });

  it('the 4 px grid, radii, the modal shadow, layers and motion', () => {
    for (const step of SPACE_STEPS) expect(root.get(`--fw-space-${step}`)).toBe(`${space(step)}px`);
    expect(space(3)).toBe(12);
    for (const [key, value] of Object.entries(radius)) expect(root.get(`--fw-radius-${key}`)).toBe(`${value}px`);
    expect(root.get('--fw-shadow-modal')).toBe(shadowModal);
    for (const [key, value] of Object.entries(zIndex)) expect(root.get(`--fw-z-${key}`)).toBe(String(value));
    for (const [key, value] of Object.entries(duration)) expect(root.get(`--fw-duration-${key}`)).toBe(`${value}ms`);
    expect(root.get('--fw-header-height')).toBe(`${HEADER_HEIGHT}px`);
    expect(root.get('--fw-toast-offset-top')).toBe(`${TOAST_OFFSET_TOP}px`);
    expect(css).toContain(`@media (max-width: ${MOBILE_BREAKPOINT}px)`);
  });

  it('honours prefers-reduced-motion and draws focus-visible rings', () => {
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toContain(':focus-visible {');
  });
});

describe('colour literals', () => {
  it('live only in tokens.ts and styles.css', () => {
    const sources = readdirSync(srcDir).filter(
      (f) => /\.tsx?$/.test(f) && f !== 'tokens.ts' && !f.endsWith('.test.ts'),
    );
    expect(sources.length).toBeGreaterThan(5);
    const offenders = sources.filter((file) =>
      /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i.test(readFileSync(join(srcDir, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
