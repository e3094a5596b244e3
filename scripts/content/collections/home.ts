import { defineCollection } from './collection.ts';
import { type YamlSource } from '../loaders/yaml.ts';
import { readYaml } from '../loaders/contentFiles.ts';
import { validateYaml } from '../validate.ts';
import { CarouselSchema, TestimonialsSchema, type CarouselSource, type TestimonialsSource } from '../schemas/home.ts';
import type { Asset, CompileContext } from '../context.ts';
import { fieldName } from '../fieldName.ts';

/** An entry whose `image` (a file name in content/) became the served asset. */
type WithAsset<T> = Omit<T, 'image'> & { image: Asset };

export type Slide = WithAsset<CarouselSource['slides'][number]>;
type Notice = WithAsset<CarouselSource['notice']>;
export type StudentTestimonial = WithAsset<TestimonialsSource['students'][number]>;
export type ParentTestimonial = WithAsset<TestimonialsSource['parents'][number]>;

export interface HomeData {
  slides: Slide[];
  notice: Notice;
  testimonials: { placeholder: string; alumni: StudentTestimonial[]; students: StudentTestimonial[]; parents: ParentTestimonial[] };
}

/** Resolves each entry's image to a served asset; a missing file is a problem naming its line and field. */
function withAssets<T extends { image: string }>(ctx: CompileContext, source: YamlSource, key: string, entries: T[]): WithAsset<T>[] | undefined {
  const resolved = entries.map((entry, index) => {
    const image = ctx.asset(entry.image, { file: source.file, line: source.lineOf([key, index, 'image']), column: fieldName([key, index, 'image']) });
    return image && { ...entry, image };
  });
  return resolved.every(Boolean) ? (resolved as WithAsset<T>[]) : undefined;
}

/** content/home/: the home page's carousel, its Admission Open notice and the testimonials. */
export const home = defineCollection({
  name: 'home',
  files: { 'home/carousel.yaml': CarouselSchema, 'home/testimonials.yaml': TestimonialsSchema },
  load(ctx): HomeData | undefined {
    const carouselFile = readYaml(ctx.textFile('home/carousel.yaml'), ctx.problems);
    const testimonialsFile = readYaml(ctx.textFile('home/testimonials.yaml'), ctx.problems);
    const carousel = carouselFile && validateYaml(CarouselSchema, carouselFile, ctx.problems);
    const testimonials = testimonialsFile && validateYaml(TestimonialsSchema, testimonialsFile, ctx.problems);

    // Each valid file's photos are checked even when the other file has problems: every problem at once.
    const slides = carousel && withAssets(ctx, carouselFile!, 'slides', carousel.slides);
    const noticeImage =
      carousel && ctx.asset(carousel.notice.image, { file: carouselFile!.file, line: carouselFile!.lineOf(['notice', 'image']), column: 'notice.image' });
    const alumni = testimonials && withAssets(ctx, testimonialsFile!, 'alumni', testimonials.alumni);
    const students = testimonials && withAssets(ctx, testimonialsFile!, 'students', testimonials.students);
    const parents = testimonials && withAssets(ctx, testimonialsFile!, 'parents', testimonials.parents);
    if (!carousel || !testimonials || !slides || !noticeImage || !alumni || !students || !parents) return undefined;
    return {
      slides,
      notice: { ...carousel.notice, image: noticeImage },
      testimonials: { placeholder: testimonials.placeholder, alumni, students, parents },
    };
  },
});
