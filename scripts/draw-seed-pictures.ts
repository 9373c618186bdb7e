// npm run seed:pictures [-- --all]
// Draws every picture the demo catalogue seed ships (category tiles and product images, from
// server/seed/garment-art.ts) and writes their stored WebP widths and a manifest into
// server/seed/catalog/pictures/, to be committed: a fresh store then copies them instead of
// spending minutes rendering. Pictures whose drawing inputs have not changed are kept (--all
// draws everything again). Run it after changing garment-art, the catalogue's products or
// categories, or the image encoding; server/seed/catalog/seed-pictures.test.ts says when.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { encodeProductImage, type EncodedImage } from '../server/api/catalog/product-images';
import { SEED_PICTURE_DENSITY, seedPictureInputHash, seedPictureRecipe, seedPictureSvg } from '../server/seed/catalog/seed-picture-art';
import {
  allSeedPictures,
  CATEGORY_TILE,
  SEED_PICTURE_SOURCE_WIDTH,
  SEED_PICTURES_COMMAND,
  SEED_PICTURES_DIR,
  SEED_PICTURES_MANIFEST,
  seedPictureFile,
  type SeedPicture,
  type SeedPictureEntry,
  type SeedPictureManifest,
} from '../server/seed/catalog/seed-pictures';

/** librsvg renders inside sharp's own threads: two pictures at a time keep two cores busy. */
const CONCURRENCY = 2;
const redrawAll = process.argv.includes('--all');
const dir = SEED_PICTURES_DIR;

async function draw(picture: SeedPicture, svg: string): Promise<EncodedImage> {
  const png = await sharp(Buffer.from(svg), { density: SEED_PICTURE_DENSITY })
    .resize({ width: SEED_PICTURE_SOURCE_WIDTH })
    .png({ compressionLevel: 0 })
    .toBuffer();
  // A product picture is encoded exactly as an uploaded one is stored.
  if (picture.use === 'product') return encodeProductImage(png);
  const { data, info } = await sharp(png).resize({ width: CATEGORY_TILE.width }).webp({ quality: CATEGORY_TILE.quality }).toBuffer({ resolveWithObject: true });
  return { files: [{ width: info.width, data }], width: info.width, height: info.height };
}

async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function readPrevious(): Promise<Map<string, SeedPictureEntry>> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, SEED_PICTURES_MANIFEST), 'utf8')) as SeedPictureManifest;
    return new Map(manifest.pictures.map((entry) => [entry.name, entry]));
  } catch {
    return new Map();
  }
}

const started = performance.now();
await fs.mkdir(dir, { recursive: true });
const previous = redrawAll ? new Map<string, SeedPictureEntry>() : await readPrevious();
const pictures = allSeedPictures();
const entries: SeedPictureEntry[] = new Array(pictures.length);
let next = 0;
let done = 0;
let drawn = 0;

async function worker() {
  while (next < pictures.length) {
    const index = next++;
    const picture = pictures[index]!;
    const svg = seedPictureSvg(picture.art);
    const inputHash = seedPictureInputHash(picture, svg);
    const kept = previous.get(picture.name);
    const expectedWidths = seedPictureRecipe(picture).widths;
    if (
      kept?.inputHash === inputHash &&
      kept.widths.join() === expectedWidths.join() &&
      (await Promise.all(kept.widths.map((w) => exists(path.join(dir, seedPictureFile(picture.name, w)))))).every(Boolean)
    ) {
      entries[index] = kept;
      done++;
      continue;
    }
    const t = performance.now();
    const image = await draw(picture, svg);
    for (const { width, data } of image.files) await fs.writeFile(path.join(dir, seedPictureFile(picture.name, width)), data);
    entries[index] = { name: picture.name, widths: image.files.map((f) => f.width), width: image.width, height: image.height, inputHash };
    done++;
    drawn++;
    console.log(`drawn ${done}/${pictures.length} ${picture.name} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  }
}

await Promise.all(Array.from({ length: CONCURRENCY }, worker));

// Files of pictures the catalogue no longer has go.
const wanted = new Set([SEED_PICTURES_MANIFEST, ...entries.flatMap((e) => e.widths.map((w) => seedPictureFile(e.name, w)))]);
let removed = 0;
for (const file of await fs.readdir(dir)) {
  if (!wanted.has(file)) {
    await fs.rm(path.join(dir, file));
    removed++;
  }
}

const manifest: SeedPictureManifest = { command: SEED_PICTURES_COMMAND, pictures: entries };
// One picture a line, so a redrawn picture is a one-line change.
const lines = manifest.pictures.map((entry) => `    ${JSON.stringify(entry)}`).join(',\n');
await fs.writeFile(path.join(dir, SEED_PICTURES_MANIFEST), `{\n  "command": ${JSON.stringify(manifest.command)},\n  "pictures": [\n${lines}\n  ]\n}\n`);
console.log(
  `${pictures.length} seed pictures in ${path.relative(process.cwd(), dir)}: ${drawn} drawn, ${pictures.length - drawn} unchanged, ${removed} old files removed (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
