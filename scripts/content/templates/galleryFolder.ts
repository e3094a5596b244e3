import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { z } from 'zod';
import type { Asset, CompileContext, Where } from '../context.ts';
import { readYaml } from '../loaders/contentFiles.ts';
import { validateYaml } from '../validate.ts';
import { Text } from '../schemas/common.ts';
import { CAPTIONS_FILE } from '../../../common/galleryCaptions.ts';

/** One picture of a gallery: the served image and what it shows (plain JSON, so an island can take it). */
export interface GalleryImage {
  image: Asset;
  alt: string;
}

const PHOTO = /\.(jpe?g|png|webp|avif|gif)$/i;
/** Files a folder may hold besides photos. */
const IGNORED = new Set([CAPTIONS_FILE, 'readme.md', 'thumbs.db', 'desktop.ini']);

export const CaptionsSchema = z.record(z.string(), Text, { error: 'lines of "file-name.jpg: what the photo shows"' }).nullable();

/**
 * "02-tree-planting_drive.jpg" -> "Tree planting drive". Camera names (IMG_2034.jpg, DSC0042.jpg) and bare
 * numbers say nothing to a screen reader: those get `fallback` instead.
 */
export function altFromFileName(fileName: string, fallback: string): string {
  const words = fileName
    .replace(/\.[^.]+$/, '')
    .replace(/^\d+[\s._-]+/, '')
    .replace(/[\s._-]+/g, ' ')
    .trim();
  if (words === '' || /^(img|dsc|dscn|pxl|photo|image|pic|wa)?\s*\d[\d\s]*(wa\d+)?$/i.test(words)) return fallback;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The photos of a folder under content/, in file-name order (2 before 10), each described by captions.yaml
 * or by its file name. The office fills a gallery by dropping photos into its folder.
 * `label` names the gallery in descriptions of photos whose file names say nothing ("Sports, photo 3").
 */
export function galleryFromFolder(
  ctx: CompileContext,
  folder: string,
  label: string,
  where: Where,
  galleryCaptions: GalleryCaptions,
): GalleryImage[] | undefined {
  const absolute = ctx.abs(folder);
  const outside = ctx.leavesContent(folder);
  if (outside) {
    ctx.problems.add({
      ...where,
      expected: 'a folder inside content/',
      found: `${folder}: ${outside}`,
      hint: 'put the photos in a folder under content/galleries/ and name it from there',
    });
    return undefined;
  }
  if (!existsSync(absolute) || !statSync(absolute).isDirectory()) {
    ctx.problems.add({
      ...where,
      expected: `a folder content/${folder}`,
      found: 'no such folder',
      hint: 'create the folder (it may stay empty until there are photos), or correct the name',
    });
    return undefined;
  }
  let ok = true;
  const names = readdirSync(absolute)
    .filter((name) => {
      if (name.startsWith('.')) return false;
      const entry = path.join(absolute, name);
      if (!lstatSync(entry).isSymbolicLink()) return lstatSync(entry).isFile();
      // A shortcut is published only when it points at a file inside content/ (a host's packer would follow it).
      const problem = ctx.leavesContent(`${folder}/${name}`) ?? (existsSync(entry) ? undefined : 'a shortcut (symbolic link) that leads nowhere');
      if (problem) {
        ctx.problems.add({
          file: `content/${folder}/${name}`,
          expected: 'a photo inside content/',
          found: problem,
          hint: 'delete the shortcut and copy the photo itself into the folder',
        });
        ok = false;
        return false;
      }
      return statSync(entry).isFile();
    })
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const photos = names.filter((name) => {
    if (PHOTO.test(name)) return true;
    if (!IGNORED.has(name.toLowerCase())) {
      ctx.problems.add({
        file: `content/${folder}/${name}`,
        expected: 'a photo (JPG, PNG, WebP, AVIF or GIF)',
        found: name,
        hint: 'save it as JPG, or move it out of the gallery folder',
      });
      ok = false;
    }
    return false;
  });

  // The editor lists a gallery by its captions file: without one, the office could not find these photos there.
  if (photos.length > 0 && !galleryCaptions.has(folder))
    ctx.problems.warn(`content/${folder}`, `photos without a ${CAPTIONS_FILE}: the editor lists a gallery once it has one (copy the one of another gallery)`);
  // Read and checked in the load stage (loadGalleryCaptions): undefined when the file has problems, already reported.
  const captions = galleryCaptions.has(folder) ? galleryCaptions.get(folder) : {};
  if (!captions || !ok) return undefined;
  return photos.map((name, index) => ({
    image: ctx.asset(`${folder}/${name}`, where) as Asset,
    alt: captions[name] ?? altFromFileName(name, `${label}, photo ${index + 1}`),
  }));
}

/** Each folder's captions by its path under content/ (no captions.yaml: absent; a file with problems, already reported: undefined). */
export type GalleryCaptions = ReadonlyMap<string, Record<string, string> | undefined>;

/**
 * Reads and validates every captions.yaml under content/, whether or not a page names its folder, each file
 * once: a caption must be text and name a photo of its folder. Gallery pages then take their folder's from here.
 */
export function loadGalleryCaptions(ctx: CompileContext): GalleryCaptions {
  const result = new Map<string, Record<string, string> | undefined>();
  // A folder reached by two paths (a shortcut inside content/) is read once, by its real path.
  const byRealPath = new Map<string, Record<string, string> | undefined>();
  for (const relative of fg.sync(`**/${CAPTIONS_FILE}`, { cwd: ctx.contentDir }).sort()) {
    const folder = path.posix.dirname(relative);
    // A folder outside content/ is reported when a page names it, and never read.
    if (ctx.leavesContent(folder)) continue;
    const real = realpathSync.native(ctx.abs(folder));
    if (!byRealPath.has(real)) byRealPath.set(real, readCaptions(ctx, folder, photosIn(ctx.abs(folder))));
    result.set(folder, byRealPath.get(real));
  }
  return result;
}

/** The names of the photos in a folder: what its captions may name (galleryFromFolder reports anything else it holds). */
function photosIn(absolute: string): string[] {
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && !entry.isDirectory() && PHOTO.test(entry.name))
    .map((entry) => entry.name);
}

function readCaptions(ctx: CompileContext, folder: string, photos: string[]): Record<string, string> | undefined {
  const relative = `${folder}/${CAPTIONS_FILE}`;
  const file = `content/${relative}`;
  const source = readYaml(ctx.textFile(relative), ctx.problems);
  if (!source) return undefined;
  const captions = validateYaml(CaptionsSchema, source, ctx.problems);
  if (captions === undefined) return undefined;
  let ok = true;
  for (const name of Object.keys(captions ?? {})) {
    if (photos.includes(name)) continue;
    const near = photos.find((photo) => photo.toLowerCase() === name.toLowerCase() || photo.replace(/\.[^.]+$/, '') === name.replace(/\.[^.]+$/, ''));
    ctx.problems.add({
      file,
      line: source.lineOf([name]),
      column: name,
      expected: `a photo in content/${folder}`,
      found: 'no such photo',
      hint: near ? `did you mean ${near}?` : 'correct the file name, or remove the caption',
    });
    ok = false;
  }
  return ok ? (captions ?? {}) : undefined;
}
