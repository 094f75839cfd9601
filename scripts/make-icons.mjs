// Writes the app icons (PNG, no dependency: pixels drawn here, compressed with node:zlib).
// A white playing card with a red heart on the app's blue; the maskable icon keeps the card inside
// the central safe zone. Run: node scripts/make-icons.mjs
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [11, 87, 208], WHITE = [255, 255, 255], RED = [200, 16, 46], EDGE = [30, 30, 30];

function crc32(buf) {
  let c, crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function png(size, pixel) {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel(x / size, y / size);
      const o = y * (size * 3 + 1) + 1 + x * 3;
      raw[o] = r; raw[o + 1] = g; raw[o + 2] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; ihdr[9] = 2; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The picture in unit coordinates; `scale` shrinks it around the centre (maskable safe zone). */
function picture(scale) {
  return (u, v) => {
    const x = 0.5 + (u - 0.5) / scale, y = 0.5 + (v - 0.5) / scale;
    const inCard = (m) => x > 0.22 - m && x < 0.78 + m && y > 0.12 - m && y < 0.88 + m;
    // heart: two circles and a triangle
    const hx = (x - 0.5) / 0.2, hy = (y - 0.5) / 0.2;
    const heart = (hx + 0.5) ** 2 + (hy + 0.3) ** 2 < 0.3 || (hx - 0.5) ** 2 + (hy + 0.3) ** 2 < 0.3 || (hy > -0.1 && hy < 1 && Math.abs(hx) < (1 - hy) * 0.95);
    if (inCard(0) && heart) return RED;
    if (inCard(0)) return WHITE;
    if (inCard(0.015)) return EDGE;
    return BLUE;
  };
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', png(192, picture(1)));
writeFileSync('public/icons/icon-512.png', png(512, picture(1)));
writeFileSync('public/icons/maskable-512.png', png(512, picture(0.75)));
writeFileSync('public/icons/apple-touch-icon.png', png(180, picture(0.85)));
console.log('icons written to public/icons/');
