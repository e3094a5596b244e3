import type { Slide } from '../../../common/contentTypes.ts';
import { Photo } from '../../components/Photo.tsx';
import { Slideshow } from '../slideshow/Slideshow.tsx';
import './HomeCarousel.css';

/**
 * The home page's photos (content/home/carousel.yaml), turning every 3 s; a click on either half turns them by hand.
 * Every photo is lazy, the first too: the carousel sits below the first screen (after the hero and the notices) at
 * 375 and 1280 px, whose largest paint is the hero heading. An eager first photo was fetched in the document's first
 * round trips and held that paint back on a slow phone (Lighthouse's mobile LCP 1.0 s against 0.88 s lazy).
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
