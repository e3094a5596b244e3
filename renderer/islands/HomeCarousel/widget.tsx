import type { Slide } from '../../../lib/contentTypes.ts';
import { Photo } from '../../components/Photo.tsx';
import { Slideshow } from '../slideshow/Slideshow.tsx';
import './HomeCarousel.css';

/**
 * The home page's photos (content/home/carousel.yaml), turning every 3 s; a click on either half turns them by hand.
 * Every photo is lazy, the first too: at every width the first screen's largest paint is the hero heading, and an eager
 * photo's request, made in the document's first round trips, only held that paint back on a slow phone (Lighthouse's
 * mobile LCP 1.0 s against 0.88 s lazy). The browser still fetches the photo in view as soon as layout places it.
 */
export default function HomeCarousel({ slides }: { slides: Slide[] }) {
  return (
    <Slideshow label="Photos of the college" interval={3000} halfClick className="home-carousel">
      {slides.map((slide) => (
        <Photo key={slide.image.url} className="home-carousel__photo" image={slide.image} alt={slide.alt} sizes="(max-width: 900px) 100vw, 60vw" />
      ))}
    </Slideshow>
  );
}
