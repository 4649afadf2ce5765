/**
 * Portrait-like test photos, all different and reproducible from a seed: a plain background with a
 * gradient, a shaded face, hair and clothes, each with its own amount of texture drawn from noise
 * summed over scales (natural images have that kind of spectrum: flat noise or flat colours would
 * compress far worse or far better than a photo), soft edges and a little sensor noise, then saved as
 * a camera would (JPEG, quality 90, 750 × 1000). What the product keeps of it is another matter:
 * normalizeImage resizes and re-encodes.
 */
import sharp from 'sharp';

const WIDTH = 750;
const HEIGHT = 1000;
/** Cell size (px) and weight of each scale of the texture. */
const OCTAVES = [
  { cell: 200, weight: 1 },
  { cell: 80, weight: 0.6 },
  { cell: 30, weight: 0.5 },
  { cell: 12, weight: 0.45 },
  { cell: 5, weight: 0.4 },
  { cell: 2, weight: 0.35 },
];
const WEIGHT_SUM = OCTAVES.reduce((sum, o) => sum + o.weight, 0);

/** mulberry32: a small seeded generator, so a run can be repeated exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Noise over all scales in [-0.5, 0.5] per pixel: small random grids enlarged smoothly. */
async function texture(random: () => number): Promise<Float32Array> {
  const field = new Float32Array(WIDTH * HEIGHT);
  for (const { cell, weight } of OCTAVES) {
    const gw = Math.ceil(WIDTH / cell) + 1;
    const gh = Math.ceil(HEIGHT / cell) + 1;
    const grid = Buffer.alloc(gw * gh);
    for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(random() * 256);
    const big = await sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
      .resize(WIDTH, HEIGHT, { fit: 'fill', kernel: 'cubic' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    const w = weight / WEIGHT_SUM;
    for (let i = 0; i < field.length; i++) field[i]! += w * (big[i]! / 255 - 0.5);
  }
  return field;
}

type Rgb = [number, number, number];
const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const SKIN: Rgb[] = [
  [234, 192, 160],
  [214, 170, 130],
  [190, 140, 105],
  [160, 112, 80],
  [120, 84, 60],
];
const HAIR: Rgb[] = [
  [30, 24, 20],
  [60, 40, 28],
  [95, 70, 45],
  [20, 20, 24],
];
const BACKGROUND: Rgb[] = [
  [235, 238, 242],
  [200, 215, 235],
  [225, 225, 215],
  [180, 200, 210],
];

/** How far inside an ellipse a point is: < 1 inside. */
const ellipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
/** 0 outside, 1 inside, a soft step of a few pixels across the edge (`d` is ellipse()). */
const inside = (d: number, softness = 0.04) => Math.min(1, Math.max(0, (1 - d) / softness));

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** One portrait as the JPEG a parent's phone or a school's camera would upload. */
export async function syntheticPortrait(seed: number): Promise<Buffer> {
  const random = seededRandom(seed);
  const field = await texture(random);
  const background = pick(random, BACKGROUND);
  const skin = pick(random, SKIN);
  const hair = pick(random, HAIR);
  const clothes: Rgb = [random() * 200, random() * 200, random() * 200];
  const cx = WIDTH * (0.45 + random() * 0.1);
  const cy = HEIGHT * (0.36 + random() * 0.06);
  const rx = WIDTH * (0.17 + random() * 0.04);
  const ry = HEIGHT * (0.19 + random() * 0.03);
  const light = random() < 0.5 ? -1 : 1;
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  // Layers from the back: background, clothes (shoulders), hair, face; each with its colour, amount
  // of texture and shading. Plain numbers in the loop: it runs 750,000 times a photo.
  const layers = [
    {
      colour: clothes,
      detail: 0.9,
      at: (x: number, y: number) => ellipse(x, y, cx, HEIGHT * 1.05, WIDTH * 0.48, HEIGHT * 0.4),
    },
    {
      colour: hair,
      detail: 1.6,
      at: (x: number, y: number) => ellipse(x, y, cx, cy - ry * 0.12, rx * 1.15, ry * 1.12),
    },
    {
      colour: skin,
      detail: 0.35,
      at: (x: number, y: number) => ellipse(x, y, cx, cy + ry * 0.08, rx * 0.95, ry * 0.95),
    },
    // Eyes, brows and mouth: the small sharp edges every face has.
    ...[-1, 1].flatMap((side) => [
      {
        colour: [45, 35, 35] as Rgb,
        detail: 0.3,
        at: (x: number, y: number) => ellipse(x, y, cx + side * rx * 0.38, cy, rx * 0.16, ry * 0.06),
      },
      {
        colour: hair,
        detail: 0.8,
        at: (x: number, y: number) =>
          ellipse(x, y, cx + side * rx * 0.38, cy - ry * 0.16, rx * 0.22, ry * 0.03),
      },
    ]),
    {
      colour: [150, 75, 75] as Rgb,
      detail: 0.3,
      at: (x: number, y: number) => ellipse(x, y, cx, cy + ry * 0.52, rx * 0.3, ry * 0.06),
    },
  ];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = y * WIDTH + x;
      let [r, g, b] = background;
      let detail = 0.25;
      let shade = 1 - (0.12 * y) / HEIGHT;
      for (let l = 0; l < layers.length; l++) {
        const layer = layers[l]!;
        let amount = inside(layer.at(x, y));
        if (amount <= 0) continue;
        const isFace = l === 2;
        if (isFace && y < cy - ry * 0.55) amount *= 0.3; // the hairline
        const layerShade = isFace ? 1 + 0.22 * light * ((x - cx) / rx) : l > 2 ? shade : 0.92;
        r = r * (1 - amount) + layer.colour[0] * amount;
        g = g * (1 - amount) + layer.colour[1] * amount;
        b = b * (1 - amount) + layer.colour[2] * amount;
        detail = detail * (1 - amount) + layer.detail * amount;
        shade = shade * (1 - amount) + layerShade * amount;
      }
      // Texture adds light rather than scaling it, so dark hair has strands as light skin has pores.
      const add = 150 * detail * field[i]!;
      pixels[i * 3] = clamp(r * shade + add + (random() - 0.5) * 24);
      pixels[i * 3 + 1] = clamp(g * shade + add + (random() - 0.5) * 24);
      pixels[i * 3 + 2] = clamp(b * shade + add + (random() - 0.5) * 24);
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .blur(0.5)
    .jpeg({ quality: 90 })
    .toBuffer();
}
