/**
 * The icons a phone shows for the site added to its home screen (common/appIcons.ts names them), made from the
 * college's logo at every build: on a transparent ground, and the maskable one with the logo inside the middle circle
 * a phone may crop to, on white.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { APP_ICONS, APP_ICONS_DIR } from '../../common/appIcons.ts';

const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };
/** A maskable icon's safe zone is the middle circle of 80 % of its width; the logo's square fits inside it at 62 %. */
const MASKABLE_LOGO = 0.62;
/** 256 colours, as a logo has few: a third of the bytes, which a phone fetches on its first visit (the worker precaches them). */
const SMALL_PNG = { palette: true, compressionLevel: 9 } as const;

/** The logo as a PNG `size` px square; an SVG logo drawn at that size (sharp draws one at 72 dpi, and enlarging blurs it). */
async function logoAt(logo: string, size: number): Promise<Buffer> {
  const { format, width = size, height = size } = await sharp(logo).metadata();
  const density = format === 'svg' ? Math.ceil((72 * size) / Math.min(width, height)) : undefined;
  return sharp(logo, { density }).resize(size, size, { fit: 'contain', background: CLEAR }).png().toBuffer();
}

/** Writes the icons from the logo file into the client folder's icons/. */
export async function writeAppIcons(logo: string, clientDir: string): Promise<void> {
  const folder = path.join(clientDir, APP_ICONS_DIR);
  mkdirSync(folder, { recursive: true });
  for (const icon of APP_ICONS) {
    const drawn =
      'maskable' in icon
        ? sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: '#ffffff' } }).composite([
            { input: await logoAt(logo, Math.round(icon.size * MASKABLE_LOGO)) },
          ])
        : sharp(await logoAt(logo, icon.size));
    await drawn.png(SMALL_PNG).toFile(path.join(folder, icon.file));
  }
}
