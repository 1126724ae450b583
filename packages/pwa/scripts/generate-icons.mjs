#!/usr/bin/env node
// Draws the app icons (a white wallet on the brand blue) and writes them as PNG files with node's zlib only, so the
// icons are reproducible without an image toolchain. Run `pnpm --filter @pocket/pwa icons` after changing the drawing;
// the PNG files are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = fileURLToPath(new URL('../assets/icons/', import.meta.url));
const BLUE = [0x32, 0x71, 0xea];
const WHITE = [0xff, 0xff, 0xff];
const PALE = [0xc9, 0xda, 0xfb];
const SUPERSAMPLE = 4;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGBA pixels (Uint8Array, row-major) to a PNG file. */
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, y * size * 4, size * 4).copy(rows, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function inRoundRect(x, y, [x0, y0, x1, y1, r]) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

const inCircle = (x, y, [cx, cy, r]) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

/** The colour at a point of the unit square, or null for transparent. `bleed` fills the whole square (maskable). */
function colourAt(u, v, { bleed, scale }) {
  const background = bleed ? true : inRoundRect(u, v, [0, 0, 1, 1, 0.22]);
  if (!background) return null;
  // Content is drawn around the centre, shrunk for maskable icons to stay inside the 80 % safe circle.
  const x = 0.5 + (u - 0.5) / scale;
  const y = 0.5 + (v - 0.5) / scale;
  if (inCircle(x, y, [0.66, 0.53, 0.035])) return BLUE;
  if (inRoundRect(x, y, [0.56, 0.44, 0.84, 0.62, 0.04])) return PALE;
  if (inRoundRect(x, y, [0.16, 0.3, 0.8, 0.78, 0.08])) return WHITE;
  if (inRoundRect(x, y, [0.24, 0.2, 0.7, 0.36, 0.04])) return PALE;
  return BLUE;
}

function draw(size, options) {
  const rgba = new Uint8Array(size * size * 4);
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SUPERSAMPLE; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLE; sx += 1) {
          const colour = colourAt((px + (sx + 0.5) / SUPERSAMPLE) / size, (py + (sy + 0.5) / SUPERSAMPLE) / size, options);
          if (!colour) continue;
          sum[0] += colour[0];
          sum[1] += colour[1];
          sum[2] += colour[2];
          sum[3] += 255;
        }
      }
      const covered = sum[3] / 255;
      const i = (py * size + px) * 4;
      if (covered > 0) {
        rgba[i] = Math.round(sum[0] / covered);
        rgba[i + 1] = Math.round(sum[1] / covered);
        rgba[i + 2] = Math.round(sum[2] / covered);
      }
      rgba[i + 3] = Math.round(sum[3] / samples);
    }
  }
  return encodePng(size, rgba);
}

const ICONS = [
  { file: 'pocket-192.png', size: 192, bleed: false, scale: 1 },
  { file: 'pocket-512.png', size: 512, bleed: false, scale: 1 },
  { file: 'pocket-maskable-512.png', size: 512, bleed: true, scale: 0.8 },
  { file: 'apple-touch-icon-180.png', size: 180, bleed: true, scale: 0.9 },
];

mkdirSync(OUT, { recursive: true });
for (const icon of ICONS) {
  const png = draw(icon.size, icon);
  writeFileSync(path.join(OUT, icon.file), png);
  console.log(`wrote ${icon.file} (${icon.size}x${icon.size}, ${png.length} bytes)`);
}
