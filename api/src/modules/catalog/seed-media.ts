import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Product pictures drawn as SVG at seed time (no external files). One file per drawing, colour
 * and view, shared by every product that looks alike, so 50,000 products need a few hundred files.
 */
const DRAWINGS = {
  phone: (c: string, d: string) =>
    `<rect x="62" y="20" width="76" height="160" rx="14" fill="${d}"/><rect x="68" y="32" width="64" height="132" rx="6" fill="${c}"/><circle cx="100" cy="172" r="4" fill="#fff" opacity=".7"/>`,
  tablet: (c: string, d: string) =>
    `<rect x="30" y="35" width="140" height="130" rx="12" fill="${d}"/><rect x="40" y="45" width="120" height="110" rx="4" fill="${c}"/>`,
  watch: (c: string, d: string) =>
    `<rect x="80" y="15" width="40" height="170" rx="10" fill="${d}"/><circle cx="100" cy="100" r="40" fill="${c}" stroke="${d}" stroke-width="8"/><path d="M100 100 L100 75 M100 100 L118 108" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
  powerbank: (c: string, d: string) =>
    `<rect x="55" y="30" width="90" height="140" rx="14" fill="${c}"/><rect x="85" y="22" width="30" height="10" rx="3" fill="${d}"/><path d="M105 70 L88 105 H102 L95 135 L115 95 H101 Z" fill="#fff"/>`,
  laptop: (c: string, d: string) =>
    `<rect x="40" y="45" width="120" height="80" rx="6" fill="${d}"/><rect x="47" y="52" width="106" height="66" fill="${c}"/><path d="M25 130 H175 L165 148 H35 Z" fill="${d}"/>`,
  monitor: (c: string, d: string) =>
    `<rect x="25" y="35" width="150" height="100" rx="6" fill="${d}"/><rect x="33" y="43" width="134" height="84" fill="${c}"/><rect x="92" y="135" width="16" height="25" fill="${d}"/><rect x="65" y="158" width="70" height="8" rx="4" fill="${d}"/>`,
  keyboard: (c: string, d: string) =>
    `<rect x="20" y="70" width="160" height="60" rx="8" fill="${c}"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${30 + (i % 6) * 24}" y="${80 + Math.floor(i / 6) * 20}" width="18" height="14" rx="2" fill="${d}"/>`).join('')}`,
  headphones: (c: string, d: string) =>
    `<path d="M45 120 V95 A55 55 0 0 1 155 95 V120" fill="none" stroke="${d}" stroke-width="12"/><rect x="32" y="105" width="32" height="55" rx="12" fill="${c}"/><rect x="136" y="105" width="32" height="55" rx="12" fill="${c}"/>`,
  earbuds: (c: string, d: string) =>
    `<rect x="50" y="95" width="100" height="70" rx="30" fill="${c}"/><circle cx="80" cy="70" r="18" fill="${d}"/><circle cx="120" cy="70" r="18" fill="${d}"/><rect x="75" y="70" width="10" height="30" fill="${d}"/><rect x="115" y="70" width="10" height="30" fill="${d}"/>`,
  speaker: (c: string, d: string) =>
    `<rect x="55" y="25" width="90" height="150" rx="20" fill="${c}"/><circle cx="100" cy="70" r="22" fill="${d}"/><circle cx="100" cy="130" r="30" fill="${d}"/><circle cx="100" cy="130" r="10" fill="${c}"/>`,
  bulb: (c: string, d: string) =>
    `<circle cx="100" cy="80" r="50" fill="${c}"/><rect x="80" y="125" width="40" height="35" rx="4" fill="${d}"/><path d="M80 140 H120 M80 150 H120" stroke="#fff" stroke-width="3"/>`,
  camera: (c: string, d: string) =>
    `<rect x="25" y="60" width="150" height="100" rx="12" fill="${c}"/><rect x="60" y="45" width="45" height="20" rx="4" fill="${d}"/><circle cx="100" cy="110" r="34" fill="${d}"/><circle cx="100" cy="110" r="20" fill="#222"/>`,
  plug: (c: string, d: string) =>
    `<rect x="50" y="50" width="100" height="100" rx="20" fill="${c}"/><circle cx="82" cy="100" r="7" fill="${d}"/><circle cx="118" cy="100" r="7" fill="${d}"/>`,
  lens: (c: string, d: string) =>
    `<rect x="50" y="40" width="100" height="120" rx="10" fill="${d}"/><rect x="50" y="70" width="100" height="14" fill="${c}"/><ellipse cx="100" cy="40" rx="50" ry="12" fill="#333"/>`,
  tripod: (c: string, d: string) =>
    `<rect x="70" y="30" width="60" height="30" rx="6" fill="${c}"/><path d="M100 60 L55 180 M100 60 L145 180 M100 60 V180" stroke="${d}" stroke-width="8"/>`,
  tv: (c: string, d: string) =>
    `<rect x="15" y="35" width="170" height="110" rx="6" fill="${d}"/><rect x="22" y="42" width="156" height="96" fill="${c}"/><path d="M70 165 L85 145 M130 165 L115 145" stroke="${d}" stroke-width="8"/>`,
  gamepad: (c: string, d: string) =>
    `<path d="M40 80 H160 Q185 80 180 130 Q175 165 150 150 L130 130 H70 L50 150 Q25 165 20 130 Q15 80 40 80 Z" fill="${c}"/><path d="M60 105 H84 M72 93 V117" stroke="${d}" stroke-width="7"/><circle cx="135" cy="100" r="6" fill="${d}"/><circle cx="150" cy="115" r="6" fill="${d}"/>`,
  dress: (c: string, d: string) =>
    `<path d="M80 20 L70 60 L85 70 L45 180 H155 L115 70 L130 60 L120 20 Q100 35 80 20 Z" fill="${c}"/><path d="M85 70 H115" stroke="${d}" stroke-width="6"/>`,
  shirt: (c: string, d: string) =>
    `<path d="M70 25 L30 50 L45 85 L60 78 V175 H140 V78 L155 85 L170 50 L130 25 Q100 45 70 25 Z" fill="${c}"/><path d="M100 42 V175" stroke="${d}" stroke-width="3"/><circle cx="100" cy="70" r="3" fill="${d}"/><circle cx="100" cy="100" r="3" fill="${d}"/>`,
  tshirt: (c: string, d: string) =>
    `<path d="M70 25 L25 55 L45 85 L60 75 V175 H140 V75 L155 85 L175 55 L130 25 Q100 50 70 25 Z" fill="${c}"/><path d="M80 28 Q100 45 120 28" fill="none" stroke="${d}" stroke-width="4"/>`,
  trousers: (c: string, d: string) =>
    `<path d="M60 20 H140 L150 180 H110 L100 80 L90 180 H50 Z" fill="${c}"/><rect x="60" y="20" width="80" height="12" fill="${d}"/>`,
  jacket: (c: string, d: string) =>
    `<path d="M70 25 L30 55 L40 175 H160 L170 55 L130 25 L100 60 Z" fill="${c}"/><path d="M100 60 V175 M70 25 L85 90 M130 25 L115 90" stroke="${d}" stroke-width="4"/>`,
  suit: (c: string, d: string) =>
    `<path d="M70 25 L30 55 L40 175 H160 L170 55 L130 25 L100 90 Z" fill="${c}"/><path d="M85 25 L100 90 L115 25 Z" fill="#fff"/><path d="M96 40 L100 90 L104 40 Z" fill="${d}"/>`,
  onesie: (c: string, d: string) =>
    `<path d="M75 25 L40 50 L55 80 L65 72 V140 L80 175 H95 L100 150 L105 175 H120 L135 140 V72 L145 80 L160 50 L125 25 Q100 45 75 25 Z" fill="${c}"/><circle cx="100" cy="90" r="12" fill="${d}"/>`,
  bottle: (c: string, d: string) =>
    `<rect x="88" y="20" width="24" height="25" rx="3" fill="${d}"/><rect x="65" y="45" width="70" height="135" rx="16" fill="${c}"/><rect x="75" y="90" width="50" height="40" rx="4" fill="#fff" opacity=".8"/>`,
  stroller: (c: string, d: string) =>
    `<path d="M50 60 A60 60 0 0 1 110 120 H50 Z" fill="${c}"/><path d="M50 120 H150 L165 50" stroke="${d}" stroke-width="7" fill="none"/><circle cx="65" cy="160" r="14" fill="${d}"/><circle cx="140" cy="160" r="14" fill="${d}"/>`,
  sofa: (c: string, d: string) =>
    `<rect x="35" y="60" width="130" height="60" rx="10" fill="${c}"/><rect x="20" y="95" width="160" height="50" rx="12" fill="${c}"/><rect x="20" y="90" width="25" height="55" rx="10" fill="${d}"/><rect x="155" y="90" width="25" height="55" rx="10" fill="${d}"/><rect x="35" y="145" width="10" height="20" fill="${d}"/><rect x="155" y="145" width="10" height="20" fill="${d}"/>`,
  pot: (c: string, d: string) =>
    `<path d="M40 80 H160 V150 Q160 170 140 170 H60 Q40 170 40 150 Z" fill="${c}"/><rect x="30" y="72" width="140" height="12" rx="4" fill="${d}"/><rect x="85" y="55" width="30" height="17" rx="6" fill="${d}"/>`,
  pillow: (c: string, d: string) =>
    `<path d="M30 60 Q100 40 170 60 Q180 100 170 140 Q100 160 30 140 Q20 100 30 60 Z" fill="${c}"/><path d="M45 70 Q100 58 155 70" stroke="${d}" stroke-width="3" fill="none"/>`,
  basket: (c: string, d: string) =>
    `<path d="M100 20 Q150 60 140 120 Q130 175 100 180 Q70 175 60 120 Q50 60 100 20 Z" fill="${c}"/><path d="M64 80 H136 M58 110 H142 M62 140 H138" stroke="${d}" stroke-width="6"/>`,
  lipstick: (c: string, d: string) =>
    `<rect x="75" y="100" width="50" height="80" rx="4" fill="${d}"/><rect x="82" y="70" width="36" height="35" fill="#c9a227"/><path d="M85 70 V35 L115 20 V70 Z" fill="${c}"/>`,
  perfume: (c: string, d: string) =>
    `<rect x="90" y="30" width="20" height="25" fill="${d}"/><rect x="82" y="20" width="36" height="14" rx="4" fill="${d}"/><rect x="50" y="55" width="100" height="120" rx="20" fill="${c}" opacity=".9"/><rect x="70" y="95" width="60" height="30" rx="4" fill="#fff" opacity=".7"/>`,
  dumbbell: (c: string, d: string) =>
    `<rect x="50" y="92" width="100" height="16" fill="${d}"/><rect x="25" y="60" width="30" height="80" rx="6" fill="${c}"/><rect x="145" y="60" width="30" height="80" rx="6" fill="${c}"/>`,
  ball: (c: string, d: string) =>
    `<circle cx="100" cy="100" r="70" fill="${c}"/><path d="M100 70 L128 90 L118 122 H82 L72 90 Z" fill="${d}"/><path d="M100 70 V32 M128 90 L162 78 M118 122 L138 155 M82 122 L62 155 M72 90 L38 78" stroke="${d}" stroke-width="4"/>`,
  bicycle: (c: string, d: string) =>
    `<circle cx="55" cy="130" r="35" fill="none" stroke="${d}" stroke-width="7"/><circle cx="145" cy="130" r="35" fill="none" stroke="${d}" stroke-width="7"/><path d="M55 130 L85 75 H135 L145 130 M85 75 L100 130 L135 75 M80 62 H100 M135 75 L130 55 H150" stroke="${c}" stroke-width="7" fill="none"/>`,
  tent: (c: string, d: string) =>
    `<path d="M100 30 L175 165 H25 Z" fill="${c}"/><path d="M100 30 L125 165 H75 Z" fill="${d}"/>`,
  sneaker: (c: string, d: string) =>
    `<path d="M25 120 Q30 80 60 75 L95 100 Q130 105 165 115 Q180 120 178 140 H25 Z" fill="${c}"/><rect x="22" y="138" width="158" height="16" rx="6" fill="#fff" stroke="${d}" stroke-width="3"/><path d="M70 90 L80 100 M80 84 L90 95" stroke="${d}" stroke-width="4"/>`,
  shoe: (c: string, d: string) =>
    `<path d="M25 130 Q25 95 55 95 L110 105 Q160 110 175 130 Q178 145 160 148 H30 Z" fill="${c}"/><rect x="25" y="145" width="145" height="8" rx="3" fill="${d}"/><rect x="30" y="130" width="22" height="28" fill="${d}"/>`,
  sandal: (c: string, d: string) =>
    `<path d="M40 140 Q40 110 80 108 H160 Q178 112 175 135 Q170 150 150 150 H55 Q40 150 40 140 Z" fill="${d}"/><path d="M70 108 Q95 70 120 108 M105 108 Q130 80 150 110" stroke="${c}" stroke-width="10" fill="none"/>`,
  boot: (c: string, d: string) =>
    `<path d="M60 25 H115 V115 Q165 118 172 145 V158 H60 Z" fill="${c}"/><rect x="58" y="155" width="116" height="12" rx="3" fill="${d}"/><path d="M65 40 H110" stroke="${d}" stroke-width="5"/>`,
  necklace: (c: string, d: string) =>
    `<path d="M40 40 Q100 170 160 40" fill="none" stroke="${c}" stroke-width="6"/><path d="M100 125 L115 145 L100 170 L85 145 Z" fill="${c}" stroke="${d}" stroke-width="3"/>`,
  earring: (c: string, d: string) =>
    `<circle cx="70" cy="110" r="35" fill="none" stroke="${c}" stroke-width="9"/><circle cx="140" cy="110" r="35" fill="none" stroke="${c}" stroke-width="9"/><circle cx="70" cy="70" r="6" fill="${d}"/><circle cx="140" cy="70" r="6" fill="${d}"/>`,
  ring: (c: string, d: string) =>
    `<circle cx="100" cy="120" r="50" fill="none" stroke="${c}" stroke-width="14"/><path d="M80 70 L100 45 L120 70 L100 85 Z" fill="#dff" stroke="${d}" stroke-width="3"/>`,
  handbag: (c: string, d: string) =>
    `<path d="M70 75 Q70 30 100 30 Q130 30 130 75" fill="none" stroke="${d}" stroke-width="8"/><path d="M35 75 H165 L155 170 H45 Z" fill="${c}"/><rect x="90" y="95" width="20" height="14" rx="3" fill="${d}"/>`,
  backpack: (c: string, d: string) =>
    `<rect x="50" y="40" width="100" height="140" rx="30" fill="${c}"/><rect x="65" y="110" width="70" height="50" rx="8" fill="${d}"/><path d="M80 40 Q100 15 120 40" fill="none" stroke="${d}" stroke-width="7"/>`,
  wallet: (c: string, d: string) =>
    `<rect x="30" y="55" width="140" height="95" rx="10" fill="${c}"/><rect x="110" y="85" width="60" height="35" rx="8" fill="${d}"/><circle cx="128" cy="102" r="6" fill="#fff"/>`,
  suitcase: (c: string, d: string) =>
    `<rect x="50" y="45" width="100" height="125" rx="12" fill="${c}"/><rect x="80" y="25" width="40" height="22" rx="6" fill="none" stroke="${d}" stroke-width="6"/><path d="M75 55 V160 M100 55 V160 M125 55 V160" stroke="${d}" stroke-width="4"/><circle cx="65" cy="178" r="6" fill="${d}"/><circle cx="135" cy="178" r="6" fill="${d}"/>`,
  hat: (c: string, d: string) =>
    `<ellipse cx="100" cy="140" rx="80" ry="18" fill="${d}"/><path d="M55 140 Q55 60 100 60 Q145 60 145 140 Z" fill="${c}"/><rect x="55" y="120" width="90" height="12" fill="${d}"/>`,
  book: (c: string, d: string) =>
    `<rect x="45" y="25" width="110" height="150" rx="4" fill="${c}"/><rect x="45" y="25" width="14" height="150" fill="${d}"/><rect x="72" y="55" width="70" height="8" fill="#fff" opacity=".8"/><rect x="72" y="72" width="50" height="6" fill="#fff" opacity=".6"/>`,
  blocks: (c: string, d: string) =>
    `<rect x="30" y="110" width="60" height="60" fill="${c}"/><rect x="100" y="110" width="60" height="60" fill="${d}"/><rect x="65" y="45" width="60" height="60" fill="${c}" stroke="${d}" stroke-width="4"/>`,
  dice: (c: string, d: string) =>
    `<rect x="45" y="45" width="110" height="110" rx="18" fill="${c}"/>${[
      [70, 70],
      [130, 70],
      [100, 100],
      [70, 130],
      [130, 130],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${d}"/>`)
      .join('')}`,
  teddy: (c: string, d: string) =>
    `<circle cx="65" cy="45" r="18" fill="${d}"/><circle cx="135" cy="45" r="18" fill="${d}"/><circle cx="100" cy="75" r="45" fill="${c}"/><ellipse cx="100" cy="150" rx="55" ry="40" fill="${c}"/><circle cx="85" cy="70" r="5" fill="#222"/><circle cx="115" cy="70" r="5" fill="#222"/><ellipse cx="100" cy="92" rx="14" ry="10" fill="${d}"/>`,
  pills: (c: string, d: string) =>
    `<rect x="60" y="55" width="80" height="120" rx="10" fill="${c}"/><rect x="55" y="30" width="90" height="30" rx="6" fill="${d}"/><rect x="70" y="95" width="60" height="40" fill="#fff" opacity=".85"/>`,
  thermometer: (c: string, d: string) =>
    `<rect x="88" y="20" width="24" height="130" rx="12" fill="#eee" stroke="${d}" stroke-width="4"/><rect x="95" y="70" width="10" height="80" fill="${c}"/><circle cx="100" cy="160" r="20" fill="${c}"/>`,
  mat: (c: string, d: string) =>
    `<rect x="30" y="120" width="120" height="40" rx="6" fill="${c}"/><circle cx="150" cy="140" r="28" fill="${c}" stroke="${d}" stroke-width="4"/><circle cx="150" cy="140" r="12" fill="${d}"/>`,
  car: (c: string, d: string) =>
    `<path d="M25 130 V110 L55 105 L75 75 H130 L155 105 L180 112 V130 Z" fill="${c}"/><path d="M82 82 H100 V105 H65 Z M108 82 H126 L145 105 H108 Z" fill="#dff"/><circle cx="60" cy="135" r="17" fill="${d}"/><circle cx="145" cy="135" r="17" fill="${d}"/>`,
  wrench: (c: string, d: string) =>
    `<path d="M55 160 L125 90" stroke="${c}" stroke-width="22" stroke-linecap="round"/><circle cx="135" cy="65" r="30" fill="${c}"/><rect x="127" y="30" width="20" height="35" fill="#f4f4f4" transform="rotate(45 137 47)"/><circle cx="55" cy="160" r="5" fill="${d}"/>`,
  tyre: (c: string, d: string) =>
    `<circle cx="100" cy="100" r="75" fill="#2b2b2b"/><circle cx="100" cy="100" r="42" fill="${c}"/><circle cx="100" cy="100" r="12" fill="${d}"/>`,
  bone: (c: string, d: string) =>
    `<rect x="55" y="88" width="90" height="24" fill="${c}"/><circle cx="52" cy="85" r="18" fill="${c}"/><circle cx="52" cy="115" r="18" fill="${c}"/><circle cx="148" cy="85" r="18" fill="${c}"/><circle cx="148" cy="115" r="18" fill="${c}"/><path d="M70 100 H130" stroke="${d}" stroke-width="2"/>`,
  bowl: (c: string, d: string) =>
    `<path d="M30 100 H170 Q165 165 100 165 Q35 165 30 100 Z" fill="${c}"/><ellipse cx="100" cy="100" rx="70" ry="14" fill="${d}"/><circle cx="85" cy="96" r="6" fill="#a0522d"/><circle cx="110" cy="98" r="6" fill="#a0522d"/>`,
  notebook: (c: string, d: string) =>
    `<rect x="50" y="25" width="105" height="150" rx="8" fill="${c}"/><path d="M50 45 H40 M50 70 H40 M50 95 H40 M50 120 H40 M50 145 H40" stroke="${d}" stroke-width="6" stroke-linecap="round"/><rect x="130" y="25" width="8" height="150" fill="${d}"/>`,
  pen: (c: string, d: string) =>
    `<path d="M60 160 L140 40" stroke="${c}" stroke-width="18" stroke-linecap="round"/><path d="M60 160 L52 178 L70 168 Z" fill="${d}"/><path d="M125 50 L132 65" stroke="${d}" stroke-width="4"/>`,
  chair: (c: string, d: string) =>
    `<rect x="60" y="25" width="80" height="75" rx="12" fill="${c}"/><rect x="50" y="105" width="100" height="20" rx="8" fill="${c}"/><path d="M100 125 V155 M65 170 L100 155 L135 170" stroke="${d}" stroke-width="7" fill="none"/>`,
  printer: (c: string, d: string) =>
    `<rect x="65" y="30" width="70" height="40" fill="#fff" stroke="${d}" stroke-width="3"/><rect x="30" y="65" width="140" height="70" rx="10" fill="${c}"/><rect x="60" y="120" width="80" height="45" fill="#fff" stroke="${d}" stroke-width="3"/><circle cx="150" cy="85" r="5" fill="${d}"/>`,
} as const;

export type Drawing = keyof typeof DRAWINGS;

/** Colour names the catalogue uses, drawn with these fills. */
const COLOR_HEX: Record<string, string> = {
  Black: '#2d2d2d',
  White: '#f2f2f2',
  Blue: '#2f6fdb',
  Red: '#d93838',
  Green: '#2f9e5a',
  Yellow: '#f2c230',
  Purple: '#8a4fd8',
  Orange: '#f28a1c',
  Grey: '#8a8f98',
  Silver: '#c7ccd3',
  Gold: '#d4a93c',
  Brown: '#8a5a35',
  Beige: '#d9c3a0',
  Navy: '#213a6b',
  Pink: '#ef8fb4',
  Multicolour: '#e05fa0',
  Default: '#4f7d95',
};

const BACKGROUNDS = [
  ['#fdf6ec', '#f4e3c8'],
  ['#eef4fb', '#d9e6f5'],
  ['#f1f8f1', '#d8ecd9'],
] as const;

function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v * factor)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(n >> 16)}${channel((n >> 8) & 255)}${channel(n & 255)}`;
}

export function colorHex(color: string): string {
  return COLOR_HEX[color] ?? COLOR_HEX.Default!;
}

/** The SVG text of one drawing in one colour; `view` 0-2 changes background and angle. */
export function drawProductSvg(drawing: Drawing, color: string, view: number): string {
  const c = colorHex(color);
  const d = shade(c, c === COLOR_HEX.Black ? 1.9 : 0.62);
  const [bg1, bg2] = BACKGROUNDS[view % BACKGROUNDS.length]!;
  const transform = ['', 'rotate(-8 100 100)', 'translate(100 100) scale(1.18) translate(-100 -100)'][
    view % 3
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="600" height="600">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>` +
    `<rect width="200" height="200" fill="url(#g)"/><ellipse cx="100" cy="186" rx="62" ry="7" fill="#000" opacity=".08"/>` +
    `<g transform="${transform}">${DRAWINGS[drawing](c, d)}</g></svg>`
  );
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** File name of a drawing in a colour and view, relative to the catalogue media folder. */
export const mediaFileName = (drawing: Drawing, color: string, view: number) =>
  `${drawing}-${slug(color)}-${view}.svg`;

/** Served at this URL prefix by the catalog routes plugin. */
export const CATALOG_MEDIA_PREFIX = '/media/catalog/';
export const catalogMediaDir = (dataDir: string) => path.join(dataDir, 'media', 'catalog');

/**
 * Writes the files the seed referenced. Each goes through a temporary name and a rename, so a
 * file being served is never seen half written when a second seed redraws it.
 */
export function writeCatalogMedia(
  dataDir: string,
  files: Iterable<readonly [Drawing, string, number]>,
): number {
  const dir = catalogMediaDir(dataDir);
  mkdirSync(dir, { recursive: true });
  let written = 0;
  for (const [drawing, color, view] of files) {
    const file = path.join(dir, mediaFileName(drawing, color, view));
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, drawProductSvg(drawing, color, view));
    renameSync(temporary, file);
    written++;
  }
  return written;
}
