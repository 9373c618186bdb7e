/**
 * Draws the default share image (public/images/share-default.png, 1200×630): the image chat apps
 * and social networks show for a page that has no picture of its own. Run once after the logo
 * changes and commit the PNG: `node --import tsx scripts/share-image.ts`.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 630;
const root = fileURLToPath(new URL('..', import.meta.url));

const logo = await readFile(`${root}public/images/logo-tienda-diverso.svg`, 'utf8');
// The logo's inner drawing, scaled from its 200×64 box to 900 px wide, centred above the brand bands.
const inner = logo.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<title>[\s\S]*?<\/title>/, '');
const scale = 4.5;
const x = (WIDTH - 200 * scale) / 2;
const y = (HEIGHT - 64 * scale) / 2 - 30;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#FBF7F1"/>
  <g transform="translate(${x} ${y}) scale(${scale})">${inner}</g>
  <rect x="0" y="${HEIGHT - 36}" width="${WIDTH / 2}" height="36" fill="#7E4015"/>
  <rect x="${WIDTH / 2}" y="${HEIGHT - 36}" width="${WIDTH / 2}" height="36" fill="#1C355E"/>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(`${root}public/images/share-default.png`);
console.log('public/images/share-default.png written');
