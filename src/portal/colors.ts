// The company's colours in the portal (spec §2: main and secondary colours, default orange #FF850A), kept
// readable: text on a coloured surface is white or near-black, whichever reaches the better contrast, and a
// colour used as text on white is darkened until it reaches 4.5:1 (WCAG AA).
import { DEFAULT_PORTAL_COLOR } from '../shared/constants.ts';

const HEX = /^#[0-9a-f]{6}$/i;
const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const rgb = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
export const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
export const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};
const DARK = '#1f2933';

/** White or near-black, whichever reads better on `bg`. */
export const textOn = (bg: string) => (contrast('#ffffff', bg) >= contrast(DARK, bg) ? '#ffffff' : DARK);

/** `color` darkened (in steps) until it reads on white with 4.5:1. */
export function readableOnWhite(color: string): string {
  let [r, g, b] = rgb(color);
  const hex = () => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
  for (let i = 0; i < 40 && contrast(hex(), '#ffffff') < 4.5; i++) [r, g, b] = [r * 0.92, g * 0.92, b * 0.92];
  return hex();
}

/** The CSS custom properties of the portal for the company's colours (invalid or absent: the default). */
export function themeOf(principal?: string | null, secundaria?: string | null): Record<string, string> {
  const main = principal && HEX.test(principal) ? principal : DEFAULT_PORTAL_COLOR;
  const second = secundaria && HEX.test(secundaria) ? secundaria : main;
  const button = readableOnWhite(main);
  return {
    '--cor-principal': main,
    '--cor-secundaria': second,
    '--cor-botao': button,
    '--cor-texto-botao': textOn(button),
    '--cor-texto-principal': textOn(main),
    '--cor-link': readableOnWhite(second),
  };
}
