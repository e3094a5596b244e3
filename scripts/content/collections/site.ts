import { readFileSync } from 'node:fs';
import { defineCollection } from './collection.ts';
import { loadYamlFile } from '../loaders/contentFiles.ts';
import { SiteSchema, type Site } from '../schemas/site.ts';
import type { Asset } from '../context.ts';
import { fieldName } from '../fieldName.ts';
import { inlinable, inlineImage } from '../derive/inlineImage.ts';
import { webAppManifest } from '../derive/webAppManifest.ts';

/** Each logo with its served file and, when the file is small enough to go inline, its bytes (read here, in the load stage). */
type SiteData = Omit<Site, 'logos'> & { logos: { image: Asset; alt: string; bytes?: Buffer }[] };

/** content/site.yaml: the college's identity, contact details, hero, statistics and links. */
export const site = defineCollection({
  name: 'site',
  files: { 'site.yaml': SiteSchema },
  load(ctx): SiteData | undefined {
    const loaded = loadYamlFile(ctx, 'site.yaml', SiteSchema);
    if (!loaded) return undefined;
    const { source, data } = loaded;
    const logos = data.logos.map((logo, index) => ({
      image: ctx.asset(logo.image, { file: source.file, line: source.lineOf(['logos', index, 'image']), column: fieldName(['logos', index, 'image']) }),
      alt: logo.alt,
    }));
    if (logos.some((logo) => !logo.image)) return undefined;
    return {
      ...data,
      logos: (logos as SiteData['logos']).map((logo) => (inlinable(logo.image) ? { ...logo, bytes: readFileSync(ctx.abs(logo.image.source)) } : logo)),
    };
  },
  // Each logo published with, when small, the same image as a data: address for the header; and the web app manifest.
  publish: (data) => ({
    site: { ...data, logos: data.logos.map(({ bytes, ...logo }) => ({ ...logo, inline: bytes && inlineImage(logo.image, bytes) })) },
    ...webAppManifest(data),
  }),
});
